import { describe, expect, it } from 'vitest';
import { BULK_IDS_FIELD, bulkFormSchema } from './bulkBody';

describe('bulkFormSchema', () => {
  it('drops the selected ids from the properties and the required fields, keeping the rest', () => {
    const served = {
      type: 'object' as const,
      additionalProperties: false,
      properties: { [BULK_IDS_FIELD]: { type: 'array' as const, items: { type: 'integer' as const } }, text: { type: 'string' as const, minLength: 1 } },
      required: [BULK_IDS_FIELD, 'text'],
    };
    expect(bulkFormSchema(served)).toEqual({ type: 'object', additionalProperties: false, properties: { text: { type: 'string', minLength: 1 } }, required: ['text'] });
    // The served schema itself stays whole (the query cache keeps it).
    expect(served.required).toEqual([BULK_IDS_FIELD, 'text']);
  });
});
