import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The url input: see TEXT_FORMATS['url'] for what it keeps, stores and shows. */
export const UrlWidget = createFormattedTextWidget(TEXT_FORMATS['url']);
