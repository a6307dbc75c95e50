import { describe, expect, it } from 'vitest';
import { initialCreateData, requestBody } from './body';
import type { JsonSchema } from './jsonSchema';
import { updateSchema } from './testFixtures';

describe('requestBody', () => {
  it('keeps schema properties only and sends emptied nullable fields as null', () => {
    const body = requestBody(updateSchema, { idTechnologia: 1, nazov: 'A', popis: undefined, extra: 'x', verzia: 3, kod: undefined });
    expect(body).toEqual({ idTechnologia: 1, nazov: 'A', popis: null, ucinnost: null, platnostDo: null, verzia: 3 });
  });

  it('sends an emptied nullable text as null, and keeps an empty text the schema cannot null', () => {
    const schema: JsonSchema = { type: 'object', properties: { a: { type: ['string', 'null'] }, b: { type: 'string' } } };
    expect(requestBody(schema, { a: '', b: '' })).toEqual({ a: null, b: '' });
  });

  it('passes data through when the schema names no properties', () => {
    expect(requestBody({ type: 'object' }, { a: 1 })).toEqual({ a: 1 });
  });
});

describe('initialCreateData', () => {
  it('takes schema defaults and sets required booleans to false', () => {
    expect(
      initialCreateData({
        type: 'object',
        required: ['obnovitelna', 'stav'],
        properties: {
          obnovitelna: { type: 'boolean' },
          aktivny: { type: 'boolean' },
          stav: { type: 'string', default: 'AKTIVNA' },
          tagy: { type: 'array', default: ['a'] },
        },
      }),
    ).toEqual({ obnovitelna: false, stav: 'AKTIVNA', tagy: ['a'] });
  });
});
