import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The month-year input: see TEXT_FORMATS['month-year'] for what it keeps, stores and shows. */
export const MonthYearWidget = createFormattedTextWidget(TEXT_FORMATS['month-year']);
