import { describe, expect, it } from 'vitest';
import { validateEntityMetadata } from '../../engine/core/metadata/validate';
import { codeBookMetadata, codeBookOfParams } from './codeBookMetadata';

describe('code-book metadata', () => {
  it('maps each page to its code book', () => {
    expect(codeBookOfParams({ page: 'enum-stat' }, false)).toEqual({ enumType: 'edc', name: 'stat' });
    expect(codeBookOfParams({ page: 'enum-bilancna-skupina' }, false)).toEqual({ enumType: 'edc', name: 'bilancna-skupina' });
    expect(codeBookOfParams({ name: 'document-type' }, true)).toEqual({ enumType: 'portal', name: 'document-type' });
    expect(codeBookOfParams({ tabulka: 'vyrobne_zariadenie', stlpec: 'typ_podpory' }, false)).toEqual({ tabulka: 'vyrobne_zariadenie', stlpec: 'typ_podpory' });
    expect(codeBookOfParams({ page: 'stat' }, false)).toBeUndefined();
    expect(codeBookOfParams({ page: 'enum-portal' }, false)).toBeUndefined();
    expect(codeBookOfParams({ tabulka: '../x', stlpec: 'y' }, false)).toBeUndefined();
  });

  it('builds valid metadata with the administration API and the document fields only for document types', () => {
    const stat = codeBookMetadata({ enumType: 'edc', name: 'stat' });
    expect(stat.api).toBe('/edc/ciselnik/edc/stat/');
    expect(stat.routes).toEqual({ search: '/enum/enum-stat', detail: '/enum/enum-stat/detail/:idEdcCiselnik' });
    expect(stat.detail.layout.flatMap((g) => g.fields)).not.toContain('extensions');
    const docs = codeBookMetadata({ enumType: 'portal', name: 'document-type' });
    expect(docs.detail.layout.flatMap((g) => g.fields)).toContain('extensions');
    const mixed = codeBookMetadata({ tabulka: 'technologia', stlpec: 'kategoria' });
    expect(mixed.api).toBe('/edc/ciselnik/mixed/technologia/kategoria/');
    for (const meta of [stat, docs, mixed]) expect(validateEntityMetadata(meta)).toEqual([]);
  });
});
