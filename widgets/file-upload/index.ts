import type { WidgetEntry } from '../../engine/react';
import { FileUploadWidget } from './FileUploadWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "file-upload"`; options: documentType, extensions, maxSize, path. */
export const fileUploadWidget: WidgetEntry = { ...widgetKind('file-upload'), component: FileUploadWidget };
export { uploadRules } from './FileUploadWidget';
export { UploadLimitContext } from './uploadLimit';
