import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The personal-id input: see TEXT_FORMATS['personal-id'] for what it keeps, stores and shows. */
export const PersonalIdWidget = createFormattedTextWidget(TEXT_FORMATS['personal-id']);
