import { describe, expect, it } from 'vitest';
import { decodeExtValue, dispositionParams, fileNameFromContentDisposition, fileNameFromUrl, safeFileName } from './contentDisposition';

const name = fileNameFromContentDisposition;

describe('fileNameFromContentDisposition (RFC 6266)', () => {
  it('plain token and quoted names', () => {
    expect(name('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(name('attachment; filename="annual report.pdf"')).toBe('annual report.pdf');
    expect(name('inline;filename="a.txt"')).toBe('a.txt');
    expect(name('attachment; FILENAME="upper.txt"')).toBe('upper.txt');
  });

  it('quoted strings with escapes, semicolons and commas inside', () => {
    expect(name('attachment; filename="say \\"hi\\"; now, ok.txt"; size=3')).toBe('say "hi"; now, ok.txt');
    expect(name('attachment; filename="back\\\\slash.txt"')).toBe('slash.txt'); // a backslash is a folder separator: stripped
  });

  it('filename* is preferred over filename, wherever it stands', () => {
    expect(name(`attachment; filename*=UTF-8''%C5%BDiados%C5%A5.pdf; filename="Ziadost.pdf"`)).toBe('Žiadosť.pdf');
    expect(name(`attachment; filename="Ziadost.pdf"; filename*=utf-8'sk'%C5%BDiados%C5%A5.pdf`)).toBe('Žiadosť.pdf');
    expect(name(`attachment; filename*=UTF-8''%F0%9F%98%80%20smile.txt`)).toBe('😀 smile.txt');
    expect(name(`attachment; filename*=ISO-8859-1''caf%E9.txt`)).toBe('café.txt');
  });

  it('a filename* that does not decode falls back to filename', () => {
    expect(name(`attachment; filename*=UTF-8''%C5; filename="fallback.pdf"`)).toBe('fallback.pdf');
    expect(name(`attachment; filename*=UTF-8''bad%zz; filename="fallback.pdf"`)).toBe('fallback.pdf');
    expect(name(`attachment; filename*=KOI8-R''%C1; filename="fallback.pdf"`)).toBe('fallback.pdf');
    expect(name(`attachment; filename*=nonsense; filename="fallback.pdf"`)).toBe('fallback.pdf');
    expect(name(`attachment; filename*=UTF-8''%C5`)).toBeUndefined();
  });

  it('plain names: percent sequences that form UTF-8 and raw UTF-8 bytes are decoded', () => {
    expect(name('attachment; filename="%C5%BEiados%C5%A5.pdf"')).toBe('žiadosť.pdf');
    expect(name('attachment; filename="100%.txt"')).toBe('100%.txt');
    // UTF-8 bytes of "č.pdf" read as Latin-1 (how a header byte string arrives)
    expect(name('attachment; filename="\u00c4\u008d.pdf"')).toBe('č.pdf');
  });

  it('no usable name', () => {
    expect(name(null)).toBeUndefined();
    expect(name('')).toBeUndefined();
    expect(name('attachment')).toBeUndefined();
    expect(name('attachment; filename=""')).toBeUndefined();
    expect(name('attachment; filename=".."')).toBeUndefined();
    expect(name('attachment; filename="../../etc/"')).toBeUndefined();
  });

  it('strips folders and control characters', () => {
    expect(name('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(name(`attachment; filename*=UTF-8''..%2F..%2Fsecret.txt`)).toBe('secret.txt');
    expect(safeFileName('a\u0000b\nc.txt')).toBe('abc.txt');
  });

  it('first occurrence of a parameter wins; unterminated quotes read to the end', () => {
    expect(dispositionParams('attachment; filename="a"; filename="b"').get('filename')).toBe('a');
    expect(name('attachment; filename="open.txt')).toBe('open.txt');
    expect(dispositionParams('attachment; flag; filename=x').get('filename')).toBe('x');
  });

  it('decodeExtValue', () => {
    expect(decodeExtValue("UTF-8''a%20b")).toBe('a b');
    expect(decodeExtValue("UTF-8'en'%E2%82%AC")).toBe('€');
    expect(decodeExtValue("UTF-8''č")).toBeUndefined(); // raw non-ASCII is not allowed in ext-value
  });
});

describe('fileNameFromUrl', () => {
  it('last decoded segment, not the download action', () => {
    expect(fileNameFromUrl('http://h/files/cennik%202025.xlsx?x=1#y')).toBe('cennik 2025.xlsx');
    expect(fileNameFromUrl('/dms/document/5/content/download')).toBeUndefined();
    expect(fileNameFromUrl('http://h/')).toBeUndefined();
    expect(fileNameFromUrl('/a/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
