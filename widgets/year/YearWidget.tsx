import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The year input: see TEXT_FORMATS['year'] for what it keeps, stores and shows. */
export const YearWidget = createFormattedTextWidget(TEXT_FORMATS['year']);
