import type { WidgetEntry } from '../../engine/react';
import { FileUploadWidget } from './FileUploadWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "file-upload"`; options: documentType, extensions, maxSize, path. */
export const fileUploadWidget: WidgetEntry = { ...widgetKind('file-upload'), component: FileUploadWidget };
export { DMS_UPLOAD_PATH, FileUploadWidget, formatFileSize, uploadRules } from './FileUploadWidget';
export type { UploadedFile } from './FileUploadWidget';
export { UploadLimitContext } from './uploadLimit';
