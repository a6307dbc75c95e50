import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The email input: see TEXT_FORMATS['email'] for what it keeps, stores and shows. */
export const EmailWidget = createFormattedTextWidget(TEXT_FORMATS['email']);
