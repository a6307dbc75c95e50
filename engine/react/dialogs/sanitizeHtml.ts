import DOMPurify from 'dompurify';

/** Removes everything unsafe from HTML (scripts, event handlers, javascript: links). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
