// A generated contract (.docx) opened as a reader would: unzipped, its XML parsed, the text read back.
import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildDocx } from './docx';

/** The parts of a .docx and its paragraphs' text as an XML parser reads them (throws on a parse error). */
function opened(docx: Uint8Array): { parts: string[]; paragraphs: string[]; title: string | undefined; xml: string } {
  const files = unzipSync(docx);
  const parse = (name: string) => {
    const xml = strFromU8(files[name] as Uint8Array);
    const errors: string[] = [];
    const doc = new DOMParser({ errorHandler: (level: string, message: unknown) => void (level !== 'warning' && errors.push(String(message))) }).parseFromString(xml, 'text/xml');
    if (errors.length > 0) throw new Error(errors.join('; '));
    return { doc, xml };
  };
  const { doc, xml } = parse('word/document.xml');
  const core = parse('docProps/core.xml');
  return {
    parts: Object.keys(files).sort(),
    paragraphs: Array.from(doc.getElementsByTagName('w:p')).map((p) => p.textContent ?? ''),
    title: core.doc.getElementsByTagName('dc:title')[0]?.textContent ?? undefined,
    xml: xml + core.xml,
  };
}

/** Characters XML 1.0 forbids (its Char production), anywhere in a string. */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

describe('a generated .docx', () => {
  it('opens: its parts unzip, its XML parses, the text reads back with diacritics and escaped characters', () => {
    const docx = opened(buildDocx('Zmluva č. 7 <A&B>', [{ text: 'Zmluva o zúčtovaní odchýlky', style: 'Title' }, { text: 'Článok 1 – "Predmet" & \'rozsah\' <2026>', bold: true }]));
    expect(docx.parts).toEqual(['[Content_Types].xml', '_rels/.rels', 'docProps/core.xml', 'word/_rels/document.xml.rels', 'word/document.xml', 'word/styles.xml']);
    expect(docx.paragraphs).toEqual(['Zmluva o zúčtovaní odchýlky', 'Článok 1 – "Predmet" & \'rozsah\' <2026>']);
    expect(docx.title).toBe('Zmluva č. 7 <A&B>');
  });

  it('drops characters XML forbids (a pasted vertical tab, NUL, a lone surrogate, U+FFFF), keeps tabs, line breaks and emoji', () => {
    const pasted = 'Ján\u000bNovák\u0000 s.r.o.\uD800\uFFFF\tIČO\n😀';
    const docx = opened(buildDocx(`Zmluva\u0008 ${pasted}`, [{ text: pasted }]));
    expect(docx.xml).not.toMatch(FORBIDDEN);
    expect(docx.paragraphs).toEqual(['JánNovák s.r.o.\tIČO\n😀']);
    expect(docx.title).toBe('Zmluva JánNovák s.r.o.\tIČO\n😀');
  });
});
