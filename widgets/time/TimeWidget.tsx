import { createFormattedTextWidget } from '../shared/formattedText';
import { TEXT_FORMATS } from '../shared/textFormats';

/** The time input: see TEXT_FORMATS['time'] for what it keeps, stores and shows. */
export const TimeWidget = createFormattedTextWidget(TEXT_FORMATS['time']);
