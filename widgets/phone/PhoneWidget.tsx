import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The phone input: see TEXT_FORMATS['phone'] for what it keeps, stores and shows. */
export const PhoneWidget = createFormattedTextWidget(TEXT_FORMATS['phone']);
