import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { CASE_CONTEXT, validationCases } from './cases';
import { addValidationCatalogue, createRuleContext } from './catalogue';
import { messageOf } from './messageOf';

const context = createRuleContext({ holidays: () => CASE_CONTEXT.holidays, today: () => CASE_CONTEXT.today });
const ajv = addValidationCatalogue(addFormats(new Ajv({ allErrors: true, strict: true, verbose: true })), context);

function check(schema: Record<string, unknown>, value: unknown): string | undefined {
  const validate = ajv.compile(schema);
  if (validate(value)) return undefined;
  const [first] = validate.errors ?? [];
  return first ? messageOf(first, first.data, context).key : 'no error';
}

describe('validation catalogue (plain ajv, strict mode)', () => {
  for (const rule of validationCases) {
    describe(rule.id, () => {
      it.each(rule.valid.map((v) => [JSON.stringify(v), v]))('accepts %s', (_label, value) => {
        expect(check(rule.schema, value)).toBeUndefined();
      });
      it.each(rule.invalid.map(([v, key]) => [JSON.stringify(v), v, key]))('refuses %s with %s', (_label, value, key) => {
        expect(check(rule.schema, value)).toBe(key);
      });
    });
  }

  it('reads holidays at each check, so a later environment applies', () => {
    let holidays: string[] = [];
    const ctx = createRuleContext({ holidays: () => holidays });
    const local = addValidationCatalogue(new Ajv({ strict: true }), ctx);
    const validate = local.compile({ type: 'string', format: 'business-date' });
    expect(validate('2025-09-15')).toBe(true);
    holidays = ['2025-09-15'];
    expect(validate('2025-09-15')).toBe(false);
  });

  it('gives message parameters: the wrong EIC character and its position, the allowed domains, expired contact names', () => {
    const eic = ajv.compile({ type: 'string', format: 'eic' });
    eic('24XZSE-ENERGIA-A');
    expect(messageOf(eic.errors![0]!, '24XZSE-ENERGIA-A', context)).toEqual({ key: 'validation.invalidEicCheckChar', params: { char: 'A' } });
    const contacts = ajv.compile({ type: 'array', contactsValid: true });
    contacts([{ name: 'Ján Novák', datDo: '2020-01-01' }, { meno: 'Eva', priezvisko: 'Malá', datDo: '2021-01-01' }]);
    expect(messageOf(contacts.errors![0]!, undefined, context).params).toEqual({ names: 'Ján Novák, Eva Malá' });
  });

  it('rejects a keyword value of the wrong shape when the schema is compiled', () => {
    expect(() => ajv.compile({ type: 'string', minChars: 'three' })).toThrow();
    expect(() => ajv.compile({ type: 'string', minDate: 'yesterday' })).toThrow();
  });
});
