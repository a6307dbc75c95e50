import type { DownloadResult } from '../../core/http';

/**
 * Saves bytes as a file in the browser: an object URL on a temporary anchor with `download`.
 * The URL is revoked after the click has been handled (immediately revoking breaks Safari/Firefox).
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  doc.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}

/** Saves what `http.download()` returned, under its file name and content type. */
export function saveDownload(file: DownloadResult, doc: Document = document): void {
  const blob = file.blob.type === file.contentType ? file.blob : new Blob([file.blob], { type: file.contentType });
  saveBlob(blob, file.fileName, doc);
}

/** Saves text (e.g. an error report) as a file. */
export function saveText(text: string, fileName: string, type = 'application/json', doc: Document = document): void {
  saveBlob(new Blob([text], { type: `${type};charset=utf-8` }), fileName, doc);
}
