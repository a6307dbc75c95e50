/** Parameters of a Content-Disposition header, names lower-cased; the first occurrence wins. */
export function dispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  let i = header.indexOf(';');
  if (i < 0) return params;
  const n = header.length;
  while (i < n) {
    // Skip the separator and blanks before a name.
    while (i < n && (header[i] === ';' || header[i] === ' ' || header[i] === '\t')) i++;
    const nameStart = i;
    while (i < n && header[i] !== '=' && header[i] !== ';') i++;
    const name = header.slice(nameStart, i).trim().toLowerCase();
    if (header[i] !== '=') continue; // a bare token: no value
    i++;
    while (i < n && (header[i] === ' ' || header[i] === '\t')) i++;
    let value = '';
    if (header[i] === '"') {
      // quoted-string: a backslash escapes the next character
      i++;
      while (i < n && header[i] !== '"') {
        if (header[i] === '\\' && i + 1 < n) i++;
        value += header[i];
        i++;
      }
      i++; // closing quote (or end)
      while (i < n && header[i] !== ';') i++;
    } else {
      const start = i;
      while (i < n && header[i] !== ';') i++;
      value = header.slice(start, i).trim();
    }
    if (name !== '' && !params.has(name)) params.set(name, value);
  }
  return params;
}

/** Bytes of a `%XX` string; undefined when a `%` is not followed by two hex digits. */
function percentBytes(text: string): number[] | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (text[i] === '%') {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return undefined;
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (ch < 0x80) {
      bytes.push(ch);
    } else {
      return undefined; // ext-value is ASCII only
    }
  }
  return bytes;
}

function utf8(bytes: number[]): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
}

/** RFC 8187 ext-value `charset'language'pct-encoded` (UTF-8 or ISO-8859-1). */
export function decodeExtValue(value: string): string | undefined {
  const m = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!m) return undefined;
  const charset = (m[1] ?? '').toLowerCase();
  const bytes = percentBytes(m[2] ?? '');
  if (!bytes) return undefined;
  if (charset === 'utf-8') return utf8(bytes);
  if (charset === 'iso-8859-1' || charset === 'latin1') return String.fromCharCode(...bytes);
  return undefined;
}

/**
 * A plain `filename` as browsers read it: UTF-8 bytes that arrived as Latin-1 characters
 * (header values are byte strings) are re-decoded, and `%XX` sequences that form UTF-8 are decoded.
 */
function decodePlain(value: string): string {
  let text = value;
  if (/[\u0080-\u00ff]/.test(text) && Array.from(text).every((c) => c.charCodeAt(0) <= 0xff)) {
    text = utf8(Array.from(text, (c) => c.charCodeAt(0))) ?? text;
  }
  if (/%[0-9a-fA-F]{2}/.test(text)) {
    const bytes = percentBytes(text);
    const decoded = bytes ? utf8(bytes) : undefined;
    if (decoded !== undefined) text = decoded;
  }
  return text;
}

/** A name safe to save: no folders, no control characters, not empty or dots only. */
export function safeFileName(name: string): string | undefined {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean === '' || /^\.+$/.test(clean)) return undefined;
  return clean;
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (RFC 8187) when it decodes,
 * else `filename`; undefined when neither gives a usable name.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = dispositionParams(header);
  const extended = params.get('filename*');
  const fromExtended = extended === undefined ? undefined : decodeExtValue(extended);
  if (fromExtended !== undefined) {
    const name = safeFileName(fromExtended);
    if (name) return name;
  }
  const plain = params.get('filename');
  return plain === undefined ? undefined : safeFileName(decodePlain(plain));
}

/** The last path segment of a URL (decoded), used when the server names no file. */
export function fileNameFromUrl(url: string): string | undefined {
  const path = (url.split(/[?#]/)[0] ?? '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const segments = path.split('/').filter((s) => s !== '');
  const last = segments[segments.length - 1];
  if (!last) return undefined;
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // keep as written
  }
  // `…/content/download` names the action, not the file.
  if (name === 'download' || name === 'content') return undefined;
  return safeFileName(name);
}
