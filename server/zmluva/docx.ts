import { strToU8, zipSync } from 'fflate';

/** One paragraph of a generated document: plain text, optionally a heading or bold. */
export interface DocxParagraph {
  text: string;
  style?: 'Title' | 'Heading1';
  bold?: boolean;
}

/**
 * What XML 1.0 does not allow in a document (its Char production, section 2.2): control characters
 * but tab and line breaks, lone surrogates, U+FFFE and U+FFFF. One pasted vertical tab would make
 * the whole document unreadable, so they are dropped.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** XML text content: characters XML forbids dropped, the five special ones escaped; everything else (diacritics) kept as UTF-8. */
function xmlText(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function paragraphXml(p: DocxParagraph): string {
  const style = p.style ? `<w:pPr><w:pStyle w:val="${p.style}"/></w:pPr>` : '';
  const runProps = p.bold ? '<w:rPr><w:b/></w:rPr>' : '';
  return `<w:p>${style}<w:r>${runProps}<w:t xml:space="preserve">${xmlText(p.text)}</w:t></w:r></w:p>`;
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
</Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>`;

// A font with Central European glyphs, so č, ľ, ť, ô show the same in every viewer.
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri" w:eastAsia="Calibri"/><w:sz w:val="22"/><w:lang w:val="sk-SK"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="120"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:jc w:val="center"/><w:spacing w:after="240"/></w:pPr><w:rPr><w:b/><w:sz w:val="36"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:before="240"/></w:pPr><w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style>
</w:styles>`;

/**
 * A minimal, valid WordprocessingML document (.docx) with the given paragraphs: the parts Word,
 * LibreOffice and viewers need, zipped. Text is UTF-8 XML, so Slovak diacritics survive.
 */
export function buildDocx(title: string, paragraphs: readonly DocxParagraph[], created: Date = new Date()): Uint8Array {
  const body = paragraphs.map(paragraphXml).join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1417" w:right="1417" w:bottom="1417" w:left="1417" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const core = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:title>${xmlText(title)}</dc:title><dc:creator>EDC</dc:creator>
<dcterms:created xsi:type="dcterms:W3CDTF">${created.toISOString().replace(/\.\d+Z$/, 'Z')}</dcterms:created></cp:coreProperties>`;
  // The fixed modification time keeps the bytes of equal documents equal.
  const mtime = new Date('2020-01-01T00:00:00Z');
  return zipSync(
    {
      '[Content_Types].xml': [strToU8(CONTENT_TYPES), { mtime }],
      '_rels/.rels': [strToU8(ROOT_RELS), { mtime }],
      'word/_rels/document.xml.rels': [strToU8(DOCUMENT_RELS), { mtime }],
      'word/document.xml': [strToU8(document), { mtime }],
      'word/styles.xml': [strToU8(STYLES), { mtime }],
      'docProps/core.xml': [strToU8(core), { mtime }],
    },
    { level: 6 },
  );
}
