import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The date-range input: see TEXT_FORMATS['date-range'] for what it keeps, stores and shows. */
export const DateRangeWidget = createFormattedTextWidget(TEXT_FORMATS['date-range']);
