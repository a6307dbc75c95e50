import { createElement, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';
import Form from '@rjsf/mantine';
import type { ErrorSchema, FieldProps, RJSFSchema, RJSFValidationError, RegistryFieldsType, RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FieldUiSchema, FormModel } from '../../core/form';
import { FormStore, fieldsHiddenByCondition, formReasonLabels, initialTab, selectTab, tabForErrors, tabOfField } from '../../core/form';
import { useEngine } from '../EngineProvider';
import { showsErrors, withErrorDisplay } from './errorDisplay';
import { GroupedObjectFieldTemplate } from './GroupedObjectFieldTemplate';
import { createObjectWidgetField, OBJECT_WIDGET_FIELD } from './ObjectWidgetField';
import type { EngineFormContext } from './GroupedObjectFieldTemplate';
import { createTransformErrors, errorField } from './transformErrors';
import { PendingChanges } from './deferredChange';
import { RootObjectField } from './RootObjectField';
import { FormDisplayStore, noSubscription } from './formDisplayStore';
import { useStableSet } from './useStableSet';
import { configureValidation, validatorFor } from './validator';
import { FieldSchemas, validateOneField } from './fieldValidation';
import { scopedValidator } from './scopedValidator';
import { compileWhenIdle } from './idleCompile';
import type { FormTexts } from './formTexts';
import { FormTextsContext } from './formTexts';
import { FormFillProvider, registerOpenForm } from './formFill';
import type { FormFill } from './formFill';
import { useRegisterReasonLabels } from '../errors/reasonLabels';

type FormData = Record<string, unknown>;

export interface EngineFormProps {
  model: FormModel;
  formData: FormData | undefined;
  onChange?: (data: FormData) => void;
  /** Called with valid data only. */
  onSubmit?: (data: FormData) => void;
  /** Errors from outside (the server), by field. */
  extraErrors?: ErrorSchema<FormData>;
  /** Content shown on a tab after its fieldsets (e.g. related lists), by tab id; keep it stable (memoized). */
  tabContent?: Readonly<Record<string, ReactNode>>;
  /** Buttons rendered inside the form (a submit button submits it). */
  children: ReactNode;
  /**
   * Makes the form reachable by this key for windows outside it (fillOpenForm, e.g. a dialog page
   * opened from the form). Filling works through onChange: the parent keeps the data it reports.
   */
  fillKey?: string;
  /**
   * The form's store (useEntityForm's): touched, dirty and submitted live there, and a fill reads
   * the values there. Without one the form keeps its own, fed by its changes.
   */
  store?: FormStore;
}

/** The uiSchema RJSF gets: labels translated, fields whose condition fails hidden. */
function translatedUiSchema(model: FormModel, t: (key: string) => string, hidden: ReadonlySet<string>, widgetNames: ReadonlySet<string>): UiSchema {
  const ui: UiSchema = { 'ui:order': model.uiSchema['ui:order'] };
  const properties = (model.schema.properties ?? {}) as Record<string, { type?: unknown }>;
  for (const name of Object.keys(model.fields)) {
    const entry = model.uiSchema[name] as FieldUiSchema;
    const type = properties[name]?.type;
    // An object or array with a named registry widget (address, file upload, document editor) is rendered whole by that widget.
    const structured = (kind: string) => type === kind || (Array.isArray(type) && type.includes(kind));
    const objectWidget = !hidden.has(name) && (structured('object') || structured('array')) && widgetNames.has(entry['ui:widget'] ?? '');
    const { helpKey } = entry['ui:options'];
    ui[name] = {
      ...entry,
      // Widgets show `options.fieldHelp` as the input's description (aria-describedby); RJSF's own
      // `help` option would print it a second time below the field.
      ...(helpKey ? { 'ui:options': { ...entry['ui:options'], fieldHelp: t(helpKey) } } : {}),
      'ui:title': t(entry['ui:options'].labelKey),
      ...(hidden.has(name) ? { 'ui:widget': 'hidden' } : {}),
      ...(objectWidget ? { 'ui:field': OBJECT_WIDGET_FIELD } : {}),
    };
  }
  return ui;
}

/** The fields named by validation errors, and those whose required value is missing. */
function invalidFields(errors: readonly RJSFValidationError[]): { invalid: Set<string>; missing: Set<string> } {
  const invalid = new Set<string>();
  const missing = new Set<string>();
  for (const error of errors) {
    const field = error.name === 'required' && typeof error.params?.missingProperty === 'string' ? error.params.missingProperty : errorField(error);
    if (!field) continue;
    invalid.add(field);
    if (error.name === 'required') missing.add(field);
  }
  return { invalid, missing };
}

/** The tabs holding a field whose error shows now. */
function tabsShowingErrors(model: FormModel, errors: readonly RJSFValidationError[], form: FormStore): Set<string> {
  const out = new Set<string>();
  if (model.tabs.length === 0) return out;
  for (const field of invalidFields(errors).invalid) {
    const tab = tabOfField(model.tabs, model.groups, field);
    if (tab && showsErrors(form, field, true)) out.add(tab);
  }
  return out;
}

/**
 * Numbers as the widgets hand them (numbers or undefined: the widgets parse what is typed), without
 * RJSF's NumberField, which keeps typed text and builds an Intl.NumberFormat in every render.
 */
function PlainNumberField(props: FieldProps) {
  return createElement(props.registry.fields.StringField as ComponentType<FieldProps>, props);
}

// Widgets show their own first error; the theme's (hidden) error list would only duplicate the text.
const templates = { ObjectFieldTemplate: GroupedObjectFieldTemplate, FieldErrorTemplate: () => null };

/**
 * RJSF over a form model, with the registry's widgets, translated labels and messages, tabs,
 * and the product's error display: a field shows its first error once touched, dirty or after a
 * submit, when enabled. An invalid submit marks everything touched, switches to the tab of the
 * first invalid (required) field and focuses it.
 */
export function EngineForm({ model, formData, onChange, onSubmit, extraErrors, tabContent, children, fillKey, store }: EngineFormProps) {
  const { t, i18n } = useTranslation();
  const { widgets, holidays } = useEngine();
  // Business dates follow the environment's holidays (read at each check).
  configureValidation({ holidays: () => holidays });
  const hidden = fieldsHiddenByCondition(model, formData);
  const hiddenKey = [...hidden].join(',');
  const fieldNames = useMemo(() => Object.keys(model.fields), [model.fields]);
  // Rebuilt only when the model, language or the set of condition-hidden fields changes, not per keystroke.
  const uiSchema = useMemo(
    () => translatedUiSchema(model, t, new Set(hiddenKey ? hiddenKey.split(',') : []), new Set(Object.keys(widgets.components))),
    [model, t, hiddenKey, widgets],
  );
  // Touched, dirty and submitted live in the form's store; fields read them there by subscription.
  const [ownStore] = useState(() => new FormStore(formData ?? {}));
  const form = store ?? ownStore;
  const [activeTab, setActiveTab] = useState<string | undefined>(() => initialTab(model.tabs));
  const [errors, setErrors] = useState<readonly RJSFValidationError[]>([]);
  // The tabs mark those holding a field that shows an error: read again on every change of the
  // store (touched, dirty, submitted decide that), only in a form with tabs.
  const hasTabs = model.tabs.length > 0;
  useSyncExternalStore(
    useCallback((listener: () => void) => (hasTabs ? form.subscribe(listener) : noSubscription()), [form, hasTabs]),
    form.version,
    form.version,
  );
  const tabsWithErrors = useStableSet(tabsShowingErrors(model, errors, form));
  const onTabChange = useCallback((tab: string) => setActiveTab((current) => selectTab(model.tabs, current, tab)), [model.tabs]);
  const [pendingChanges] = useState(() => new PendingChanges());
  // Touched, dirty, submitted and the tabs reach fields and tabs by subscription, not through
  // formContext: a new formContext would re-render every field of the form.
  const [display] = useState(() => new FormDisplayStore({ activeTab, tabsWithErrors }));
  useLayoutEffect(() => display.set({ activeTab, tabsWithErrors }), [display, activeTab, tabsWithErrors]);
  // Stable for formContext; reads the current schema, messages and uiSchema.
  const fieldCheck = useRef<(name: string, value: unknown) => string[]>(() => []);
  const validateField = useCallback((name: string, value: unknown) => fieldCheck.current(name, value), []);
  const formContext = useMemo<EngineFormContext>(
    () => ({ groups: model.groups, tabs: model.tabs, onTabChange, fieldNames, display, store: form, pendingChanges, validateField, tabContent }),
    [model.groups, model.tabs, onTabChange, fieldNames, display, form, pendingChanges, validateField, tabContent],
  );
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Read once here for every widget of the form (see useFormTexts).
  const texts = useMemo<FormTexts>(() => ({ t: (key, options) => String(t(key, options)), language }), [t, language]);
  const transformErrors = useMemo(() => createTransformErrors(t, language), [t, language]);
  const rjsfWidgets = useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const [name, component] of Object.entries(widgets.components)) out[name] = withErrorDisplay(component);
    return out as RegistryWidgetsType;
  }, [widgets]);
  const fields = useMemo<RegistryFieldsType>(
    () => ({ ObjectField: RootObjectField, NumberField: PlainNumberField, [OBJECT_WIDGET_FIELD]: createObjectWidgetField(widgets.components) }),
    [widgets],
  );
  // RJSF re-derives its whole state (defaults of every field) whenever its formData prop changes:
  // it gets the data when it comes from outside (first render, a reload), and otherwise keeps its
  // own state (uncontrolled), so the parent handing back what the form reported costs nothing.
  const reported = useRef<FormData | undefined>(undefined);
  // The formData prop of the last committed render (undefined before the first).
  const committed = useRef<{ formData: FormData | undefined } | undefined>(undefined);
  const fromOutside = !committed.current || (formData !== committed.current.formData && formData !== reported.current);
  const rjsfFormData = fromOutside ? formData : undefined;
  // A form without a host's store keeps its own in step with data from outside.
  useLayoutEffect(() => {
    if (!store && formData) ownStore.setValues(formData);
  }, [store, ownStore, formData]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Filled values reach RJSF as data from outside (the parent hands back what onChange reported).
  const fill = useCallback<FormFill>(
    (values) => {
      // Typed values not yet in the form's state come first, so the fill does not drop them.
      pendingChanges.flushAll();
      // Only the form's own editable fields: a window may hand more (e.g. a register's whole entry).
      const own = Object.entries(values).filter(([name]) => name in model.fields && !(model.uiSchema[name] as FieldUiSchema | undefined)?.['ui:readonly']);
      const merged = { ...form.getValues(), ...Object.fromEntries(own) };
      form.setValues(merged);
      onChangeRef.current?.(merged);
    },
    [pendingChanges, model, form],
  );
  const canFill = model.mode !== 'view';
  // The screen's error alert names this form's fields by their labels (reasonLabels).
  useRegisterReasonLabels(useMemo(() => formReasonLabels(model, t), [model, t]));
  useEffect(() => (fillKey && canFill ? registerOpenForm(fillKey, fill, () => form.getValues()) : undefined), [fillKey, canFill, fill, form]);
  useLayoutEffect(() => {
    committed.current = { formData };
  }, [formData]);
  // Without $id: RJSF's validator caches compiled schemas by $id, and create and update schemas may share one.
  const schema = useMemo(() => {
    const { $id: _id, ...rest } = model.schema;
    return rest as RJSFSchema;
  }, [model.schema]);

  const fieldSchemas = useMemo(() => new FieldSchemas(schema), [schema]);
  // Validation of the whole form checks the fields that can show an error (touched, changed, all
  // after a submit) and the rules across fields; each field's rules compile when first needed
  // (its first focus or check), never the whole schema at once when the form opens.
  // Once the user leaves a field, the rest compiles in idle time, ahead of a submit.
  const idleCompile = useRef<{ fields: FieldSchemas; cancel: () => void } | undefined>(undefined);
  const compileRestWhenIdle = useCallback(() => {
    if (idleCompile.current?.fields === fieldSchemas) return;
    idleCompile.current?.cancel();
    idleCompile.current = { fields: fieldSchemas, cancel: compileWhenIdle(model.schema, fieldSchemas) };
  }, [model.schema, fieldSchemas]);
  useEffect(() => () => idleCompile.current?.cancel(), []);
  const validator = useMemo(
    () =>
      scopedValidator(validatorFor(model.schema), schema, fieldSchemas, (field, data) => {
        const was = form.getInitial()[field];
        return form.wasSubmitted() || form.isTouched(field) || (data[field] !== was && JSON.stringify(data[field] ?? null) !== JSON.stringify(was ?? null));
      }),
    [model.schema, schema, fieldSchemas, form],
  );
  useLayoutEffect(() => {
    const validator = validatorFor(model.schema);
    fieldCheck.current = (name, value) => validateOneField(validator, fieldSchemas, name, value, transformErrors, uiSchema);
  }, [model.schema, fieldSchemas, transformErrors, uiSchema]);

  const onInvalidSubmit = useCallback(
    (found: RJSFValidationError[]) => {
      setErrors(found);
      const { invalid, missing } = invalidFields(found);
      const tab = tabForErrors(model.tabs, model.groups, model.uiSchema['ui:order'], invalid, missing);
      if (tab) setActiveTab(tab);
    },
    [model],
  );
  const focusFirst = useCallback(
    (error: RJSFValidationError) => {
      const field = error.name === 'required' && typeof error.params?.missingProperty === 'string' ? error.params.missingProperty : errorField(error);
      // After the tab switch has rendered.
      setTimeout(() => {
        const element = field ? document.getElementById(`root_${field}`) : null;
        element?.focus();
      }, 0);
    },
    [],
  );
  const editable = model.mode !== 'view';

  return (
    // Fields hand typed values to the form once typing pauses; leaving a field (focus moving to a
    // link or a button) or submitting applies them at once, whether or not the widget reports blur.
    <FormTextsContext.Provider value={texts}>
    <div
      style={{ display: 'contents' }}
      onBlurCapture={() => {
        pendingChanges.flushAll();
        if (editable) compileRestWhenIdle();
      }}
      onSubmitCapture={() => {
        pendingChanges.flushAll();
        // The submit's validation, next, checks every field, and every field shows its errors.
        form.markSubmitted();
      }}
    >
    <FormFillProvider value={canFill ? fill : undefined}>
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={rjsfFormData}
      validator={validator}
      widgets={rjsfWidgets}
      fields={fields}
      templates={templates}
      formContext={formContext}
      readonly={!editable}
      liveValidate={editable ? 'onChange' : undefined}
      onChange={(event) => {
        setErrors(event.errors);
        reported.current = event.formData as FormData;
        form.setValues(event.formData as FormData);
        onChange?.(event.formData as FormData);
      }}
      onBlur={(id) => {
        const field = fieldNames.find((f) => id === `root_${f}` || id.startsWith(`root_${f}_`));
        if (field) form.touch(field);
      }}
      onSubmit={(event) => {
        onSubmit?.(event.formData as FormData);
      }}
      onError={onInvalidSubmit}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError={focusFirst}
    >
      {children}
    </Form>
    </FormFillProvider>
    </div>
    </FormTextsContext.Provider>
  );
}
