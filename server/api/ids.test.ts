import { describe, expect, it } from 'vitest';
import type { EntityDef } from '../model/entity';
import { ApiError } from './errors';
import { MAX_ID, parsePositiveId, parseRecordId } from './ids';

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('parsePositiveId', () => {
  it('reads positive integers up to the largest integer id', () => {
    expect(parsePositiveId('1', 'idX')).toBe(1);
    expect(parsePositiveId('0042', 'idX')).toBe(42);
    expect(parsePositiveId(String(MAX_ID), 'idX')).toBe(MAX_ID);
  });

  it.each(['', '0', '-1', '1.5', 'abc', '1e3', ' 1', String(MAX_ID + 1), '99999999999', '٣'])('refuses %j with 400 naming the field', (text) => {
    const error = refusal(() => parsePositiveId(text, 'idSchranka'));
    expect(error.status).toBe(400);
    expect(JSON.stringify(error)).toContain('idSchranka');
  });
});

describe('parseRecordId', () => {
  const numeric = { idField: 'idTechnologia', fields: { idTechnologia: { column: 'id_technologia', type: 'integer' } } } as unknown as EntityDef;
  const text = { idField: 'login', fields: { login: { column: 'login', type: 'string' } } } as unknown as EntityDef;

  it('takes text keys as sent and numeric ones as positive ids', () => {
    expect(parseRecordId(text, 'producer')).toBe('producer');
    expect(parseRecordId(numeric, '7')).toBe(7);
    expect(refusal(() => parseRecordId(numeric, 'producer')).status).toBe(400);
    expect(refusal(() => parseRecordId(text, 'x'.repeat(201))).status).toBe(400);
  });
});
