/** A piece of a news text: plain text, or a link whose address is safe to follow. */
export type NewsPart = { kind: 'text'; text: string } | { kind: 'link'; label: string; href: string };

// `[label](address)`; the address may be written in braces as well: `[label]({address})`.
// One level of parentheses may occur inside the address (e.g. `javascript:alert(1)`, to be refused).
const LINK = /\[([^\]\n]{1,200})\]\(\{?((?:[^()\s{}]|\([^()\s]*\)){1,2000})\}?\)/g;

/**
 * The address when it is http, https or relative; undefined for any other scheme
 * (javascript:, data:, vbscript:, …), also when disguised with control characters or spaces.
 */
export function safeHref(address: string): string | undefined {
  // Browsers drop tabs and newlines inside URLs and ignore leading control characters and spaces.
  // They also read a backslash as a slash in web addresses, so `\\evil.example` is `//evil.example`.
  const cleaned = [...address].filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f).join('').replace(/\\/g, '/');
  if (cleaned === '') return undefined;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined) return cleaned.startsWith('//') ? undefined : cleaned;
  return scheme === 'http' || scheme === 'https' ? cleaned : undefined;
}

/** Splits a news text into text and links; a link with an unsafe address stays plain text. */
export function parseNewsText(text: string): NewsPart[] {
  const parts: NewsPart[] = [];
  let last = 0;
  const push = (piece: string) => {
    if (!piece) return;
    const previous = parts[parts.length - 1];
    if (previous?.kind === 'text') previous.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', address = ''] = match;
    push(text.slice(last, match.index));
    const href = safeHref(address);
    if (href) parts.push({ kind: 'link', label, href });
    else push(label);
    last = match.index + whole.length;
  }
  push(text.slice(last));
  return parts;
}

/** True for an address outside the application (opened in a new tab). */
export function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}
