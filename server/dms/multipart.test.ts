import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundaryOf, headerParams, MultipartError, parseMultipart } from './multipart';

const B = 'XyZ-boundary-42';

function form(fields: Record<string, string>, file?: { name: string; data: Buffer }): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${B}--\r\n`));
  return Buffer.concat(chunks);
}

describe('multipart parser', () => {
  it('reads the boundary, quoted or not, and refuses a missing or invalid one', () => {
    expect(boundaryOf(`multipart/form-data; boundary=${B}`)).toBe(B);
    expect(boundaryOf(`multipart/form-data; charset=utf-8; boundary="a b'c"`)).toBe("a b'c");
    for (const bad of [undefined, 'multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${'x'.repeat(71)}`, 'text/plain; boundary=x']) {
      expect(() => boundaryOf(bad)).toThrow(MultipartError);
    }
  });

  it('gives back any text fields and any file bytes, even a boundary that does not start a line', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }).filter((s) => !s.includes(`\r\n--${B}`)),
        fc.uint8Array({ maxLength: 3000 }),
        (text, bytes) => {
          // A sender picks a boundary absent from the data; `--boundary` not after CRLF is just data.
          const data = Buffer.concat([Buffer.from(`--${B}`), Buffer.from(bytes), Buffer.from(`\n--${B}--\r\n`)]);
          // Bytes ending in CR would turn the trailing `\n--boundary` into a real delimiter.
          fc.pre(!data.includes(`\r\n--${B}`));
          const parsed = parseMultipart(form({ documentType: text }, { name: 'a.pdf', data }), B, { fileSize: 10_000 });
          expect(parsed.fields.documentType).toBe(text);
          expect(parsed.files[0]?.data.equals(data)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('enforces the file size, file count, part count and field size limits', () => {
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return (error as MultipartError).reason;
      }
      return 'none';
    };
    const file = { name: 'a.pdf', data: Buffer.alloc(101) };
    expect(reason(() => parseMultipart(form({}, file), B, { fileSize: 100 }))).toBe('fileTooLarge');
    expect(parseMultipart(form({}, file), B, { fileSize: 101 }).files).toHaveLength(1);
    const two = Buffer.concat([form({}, file).subarray(0, -(B.length + 6)), form({}, file)]);
    expect(reason(() => parseMultipart(two, B, { fileSize: 1000 }))).toBe('tooManyFiles');
    const many = Object.fromEntries([...Array(25).keys()].map((i) => [`f${i}`, 'x']));
    expect(reason(() => parseMultipart(form(many), B, { fileSize: 10 }))).toBe('tooManyParts');
    expect(reason(() => parseMultipart(form({ a: 'x'.repeat(100) }), B, { fileSize: 10, fieldSize: 99 }))).toBe('fieldTooLarge');
    expect(reason(() => parseMultipart(Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end`), B, { fileSize: 10 }))).toBe('malformed');
    expect(reason(() => parseMultipart(Buffer.from([0xff, 0xfe]), B, { fileSize: 10 }))).toBe('malformed');
  });

  it('reads header parameters with quotes, escapes and RFC 5987 values', () => {
    expect(headerParams(`form-data; name="file"; filename="a \\"b\\".pdf"; filename*=UTF-8''%C5%BE.pdf`)).toEqual({
      name: 'file',
      filename: 'a "b".pdf',
      'filename*': "UTF-8''%C5%BE.pdf",
    });
  });
});
