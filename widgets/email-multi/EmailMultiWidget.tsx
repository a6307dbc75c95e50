import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The email-multi input: see TEXT_FORMATS['email-multi'] for what it keeps, stores and shows. */
export const EmailMultiWidget = createFormattedTextWidget(TEXT_FORMATS['email-multi']);
