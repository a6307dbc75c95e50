import type { FieldUiSchema, FormModel } from './buildFormModel';
import { listTextRoots } from './listTexts';
import type { ReasonLabels } from './reasons';

/**
 * A form model's labels for server reasons, translated by `t`: a field's own label, and a part's
 * label by the rule its list widget uses (`listTextRoots`). A part whose text is missing is unknown.
 */
export function formReasonLabels(model: FormModel, t: (key: string, options?: { defaultValue: string }) => string): ReasonLabels {
  const entry = (name: string) => (Object.hasOwn(model.fields, name) ? (model.uiSchema[name] as FieldUiSchema | undefined) : undefined);
  return {
    field: (name) => {
      const options = entry(name)?.['ui:options'];
      return options ? t(options.labelKey) : undefined;
    },
    part: (name, part) => {
      const options = entry(name)?.['ui:options'];
      if (!options) return undefined;
      const label = t(`${listTextRoots(options).labelPrefix}.${part}`, { defaultValue: '' });
      return label === '' ? undefined : label;
    },
  };
}
