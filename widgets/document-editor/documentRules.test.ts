import { describe, expect, it } from 'vitest';
import { availableTypes, changeDocumentType, extensionsOf, mayChangeRow, putRow, rowProblems, withUploadedFile } from './documentRules';

const types = [
  { kod: 'ucastnik.vypisOR', nazov: 'Výpis z OR', _extensions: ['pdf'] },
  { kod: 'ucastnik.potvrdenieOVyrobe', nazov: 'Potvrdenie o výrobe', _extensions: ['PDF', '.jpg'] },
  { kod: 'ucastnik.povolenie', nazov: 'Povolenie', _extensions: null },
];
const uploaded = { documentType: 'ucastnik.vypisOR', fileName: 'or.pdf', fileSize: 10, contentType: 'application/pdf', dmsId: 'd1', isNew: true, created: { date: '2025-01-01' }, poznamka: 'x' };

describe('document editor rules', () => {
  it('a type change clears file size, content type, dmsId, file name, isNew and created, and keeps the rest', () => {
    expect(changeDocumentType(uploaded, 'ucastnik.povolenie')).toEqual({ documentType: 'ucastnik.povolenie', poznamka: 'x' });
    expect(changeDocumentType(uploaded, 'ucastnik.vypisOR')).toBe(uploaded);
    expect(changeDocumentType(uploaded, null)).toEqual({ documentType: null, poznamka: 'x' });
  });

  it('an upload fills the file fields and marks the row new', () => {
    expect(withUploadedFile({ documentType: 'ucastnik.vypisOR' }, { dmsId: 'd2', fileName: 'a.pdf', fileSize: 5, contentType: 'application/pdf' })).toEqual({
      documentType: 'ucastnik.vypisOR', dmsId: 'd2', fileName: 'a.pdf', fileSize: 5, contentType: 'application/pdf', isNew: true,
    });
  });

  it('portal users cannot change stored or generated rows; core users can', () => {
    expect(mayChangeRow({ documentType: 'a' }, 'portal')).toBe(true);
    expect(mayChangeRow({ idDmsDocument: 4 }, 'portal')).toBe(false);
    expect(mayChangeRow({ generated: true }, 'portal')).toBe(false);
    expect(mayChangeRow({ idDmsDocument: 4, generated: true }, 'core')).toBe(true);
  });

  it('offers each type once: types used by other rows are left out', () => {
    const rows = [{ documentType: 'ucastnik.vypisOR' }, { documentType: 'ucastnik.povolenie' }];
    expect(availableTypes(types, rows, -1).map((t) => t.kod)).toEqual(['ucastnik.potvrdenieOVyrobe']);
    expect(availableTypes(types, rows, 1).map((t) => t.kod)).toEqual(['ucastnik.potvrdenieOVyrobe', 'ucastnik.povolenie']);
  });

  it('gives the extensions of a type', () => {
    expect(extensionsOf(types, 'ucastnik.potvrdenieOVyrobe')).toEqual(['pdf', 'jpg']);
    expect(extensionsOf(types, 'ucastnik.povolenie')).toEqual([]);
    expect(extensionsOf(types, undefined)).toEqual([]);
  });

  it('requires type, file name and size, one document per type and a note of at most 500 characters', () => {
    expect(rowProblems({}, [], -1)).toEqual({ documentType: 'engine.validation.required', fileName: 'engine.validation.required', fileSize: 'engine.validation.required' });
    expect(rowProblems({ ...uploaded }, [uploaded], -1)).toEqual({ documentType: 'widgets.documents.onePerType' });
    expect(rowProblems({ ...uploaded }, [uploaded], 0)).toEqual({});
    expect(rowProblems({ ...uploaded, poznamka: 'a'.repeat(501) }, [], -1)).toEqual({ poznamka: 'widgets.documents.noteTooLong' });
    expect(rowProblems({ ...uploaded, poznamka: 'a'.repeat(500) }, [], -1)).toEqual({});
  });

  it('puts a row in place or at the end', () => {
    expect(putRow([{ documentType: 'a' }], -1, { documentType: 'b' })).toEqual([{ documentType: 'a' }, { documentType: 'b' }]);
    expect(putRow([{ documentType: 'a' }, { documentType: 'b' }], 0, { documentType: 'c' })).toEqual([{ documentType: 'c' }, { documentType: 'b' }]);
  });
});
