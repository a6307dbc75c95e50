import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The eic-multi input: see TEXT_FORMATS['eic-multi'] for what it keeps, stores and shows. */
export const EicMultiWidget = createFormattedTextWidget(TEXT_FORMATS['eic-multi']);
