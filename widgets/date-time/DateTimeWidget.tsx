import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The date-time input: see TEXT_FORMATS['date-time'] for what it keeps, stores and shows. */
export const DateTimeWidget = createFormattedTextWidget(TEXT_FORMATS['date-time']);
