import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The mobile-list input: see TEXT_FORMATS['mobile-list'] for what it keeps, stores and shows. */
export const MobileListWidget = createFormattedTextWidget(TEXT_FORMATS['mobile-list']);
