import DOMPurify from 'dompurify';
import { compiler } from 'markdown-to-jsx/html';

/** The tags an answer may use: paragraphs, emphasis, lists, links, line breaks and code. */
const ALLOWED_TAGS = ['div', 'p', 'em', 'strong', 'ul', 'ol', 'li', 'a', 'br', 'code'];

/**
 * An answer (limited Markdown) as sanitised HTML: raw HTML in the text is shown as text, and the
 * result passes DOMPurify with a short list of tags and only http(s), mailto or relative links.
 */
export function answerHtml(markdown: string): string {
  const html = compiler(markdown, { disableParsingRawHTML: true });
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/|#|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i,
  });
}

/** Lower case without diacritics, for searching regardless of accents. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
