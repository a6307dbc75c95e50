import { describe, expect, it } from 'vitest';
import { buildFieldReasons, fieldReasonsOf } from './fieldReasons';

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

describe('field reasons keyed by names from outside', () => {
  it.each(PROTOTYPE_NAMES)('buildFieldReasons keeps %s as a field like any other', (name) => {
    const byField = buildFieldReasons([
      { field: name, text: 'a' },
      { field: name, text: 'b' },
    ]);
    expect(Object.entries(byField ?? {})).toEqual([[name, ['a', 'b']]]);
  });

  it.each(PROTOTYPE_NAMES)('fieldReasonsOf reads %s from an answer without touching a prototype', (name) => {
    const body = JSON.parse(`{"hints":{"fields":{"${name}":["x"]}}}`) as unknown;
    const fields = fieldReasonsOf(body);
    expect(Object.entries(fields)).toEqual([[name, ['x']]]);
    expect(Object.getPrototypeOf(fields)).toBeNull();
  });
});
