import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The psc input: see TEXT_FORMATS['psc'] for what it keeps, stores and shows. */
export const PscWidget = createFormattedTextWidget(TEXT_FORMATS['psc']);
