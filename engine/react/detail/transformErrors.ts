import type { ErrorTransformer, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { formatIsoDate, validationMessageKey } from '../../core/form';
import { withoutSummaryErrors } from '../../core/validation';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The top-level field an RJSF error is about (`.nazov` → `nazov`). */
export function errorField(error: RJSFValidationError): string | undefined {
  return error.property?.replace(/^\./, '').split(/[.[]/)[0] || undefined;
}

/**
 * Replaces ajv's English messages with translated ones (engine.validation.*). Percent fields
 * show limits ×100; a field may name its own pattern message (`ui:options.patternMessageKey`).
 */
export function createTransformErrors(t: Translate, language = 'sk'): ErrorTransformer {
  return (errors, uiSchema?: UiSchema) =>
    withoutSummaryErrors(errors).map((error) => {
      const field = errorField(error);
      const fieldUi = (field ? uiSchema?.[field] : undefined) as UiSchema | undefined;
      const options = (fieldUi?.['ui:options'] ?? {}) as Record<string, unknown>;
      const patternKey = error.name === 'pattern' && typeof options.patternMessageKey === 'string' ? options.patternMessageKey : undefined;
      const { key, params } = patternKey
        ? { key: patternKey, params: {} }
        : validationMessageKey(error, { percent: fieldUi?.['ui:widget'] === 'percent' });
      // Date bounds are shown as dates of the language (D. M. YYYY in Slovak).
      const shown = typeof params.date === 'string' ? { ...params, date: formatIsoDate(params.date, language) } : params;
      const message = t(key, shown);
      const title = typeof fieldUi?.['ui:title'] === 'string' ? fieldUi['ui:title'] : field;
      return { ...error, message, stack: title ? `${title}: ${message}` : message };
    });
}
