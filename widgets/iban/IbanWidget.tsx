import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The iban input: see TEXT_FORMATS['iban'] for what it keeps, stores and shows. */
export const IbanWidget = createFormattedTextWidget(TEXT_FORMATS['iban']);
