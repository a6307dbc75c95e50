import { useMemo } from 'react';
import type { ReactNode } from 'react';
import Form from '@rjsf/mantine';
import type { ErrorSchema, RJSFSchema, RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FieldUiSchema, FormModel } from '../../core/form';
import { fieldsHiddenByCondition } from '../../core/form';
import { useEngine } from '../EngineProvider';
import { GroupedObjectFieldTemplate } from './GroupedObjectFieldTemplate';
import type { EngineFormContext } from './GroupedObjectFieldTemplate';
import { createTransformErrors } from './transformErrors';
import { validatorFor } from './validator';

type FormData = Record<string, unknown>;

export interface EngineFormProps {
  model: FormModel;
  formData: FormData | undefined;
  onChange?: (data: FormData) => void;
  /** Called with valid data only. */
  onSubmit?: (data: FormData) => void;
  /** Errors from outside (the server), by field. */
  extraErrors?: ErrorSchema<FormData>;
  /** Buttons rendered inside the form (a submit button submits it). */
  children: ReactNode;
}

/** The uiSchema RJSF gets: labels translated, fields whose condition fails hidden. */
function translatedUiSchema(model: FormModel, t: (key: string) => string, hidden: ReadonlySet<string>): UiSchema {
  const ui: UiSchema = { 'ui:order': model.uiSchema['ui:order'] };
  for (const name of Object.keys(model.fields)) {
    const entry = model.uiSchema[name] as FieldUiSchema;
    ui[name] = {
      ...entry,
      'ui:title': t(entry['ui:options'].labelKey),
      ...(hidden.has(name) ? { 'ui:widget': 'hidden' } : {}),
    };
  }
  return ui;
}

// Widgets show their own first error; the theme's (hidden) error list would only duplicate the text.
const templates = { ObjectFieldTemplate: GroupedObjectFieldTemplate, FieldErrorTemplate: () => null };
const ignoreErrors = () => undefined;

/** RJSF over a form model, with the registry's widgets, translated labels and messages. */
export function EngineForm({ model, formData, onChange, onSubmit, extraErrors, children }: EngineFormProps) {
  const { t } = useTranslation();
  const { widgets } = useEngine();
  const hidden = fieldsHiddenByCondition(model, formData);
  const hiddenKey = [...hidden].join(',');
  // Rebuilt only when the model, language or the set of condition-hidden fields changes, not per keystroke.
  const uiSchema = useMemo(
    () => translatedUiSchema(model, t, new Set(hiddenKey ? hiddenKey.split(',') : [])),
    [model, t, hiddenKey],
  );
  const formContext = useMemo<EngineFormContext>(() => ({ groups: model.groups }), [model.groups]);
  const transformErrors = useMemo(() => createTransformErrors(t), [t]);
  const rjsfWidgets = widgets.components as unknown as RegistryWidgetsType;
  // Without $id: RJSF's validator caches compiled schemas by $id, and create and update schemas may share one.
  const schema = useMemo(() => {
    const { $id: _id, ...rest } = model.schema;
    return rest as RJSFSchema;
  }, [model.schema]);

  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validatorFor(model.schema)}
      widgets={rjsfWidgets}
      templates={templates}
      formContext={formContext}
      readonly={model.mode === 'view'}
      onChange={(event) => onChange?.(event.formData as FormData)}
      onSubmit={(event) => onSubmit?.(event.formData as FormData)}
      // Errors are shown at their fields; RJSF would also log them to the console.
      onError={ignoreErrors}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
    >
      {children}
    </Form>
  );
}
