import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The eic input: see TEXT_FORMATS['eic'] for what it keeps, stores and shows. */
export const EicWidget = createFormattedTextWidget(TEXT_FORMATS['eic']);
