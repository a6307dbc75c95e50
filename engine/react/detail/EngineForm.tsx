import { createElement, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ComponentType, FormEvent, ReactNode } from 'react';
import CoreForm from '@rjsf/core';
import type { FormProps } from '@rjsf/core';
// The Mantine theme's templates alone (its package's templates module): its widgets (Mantine's
// Select, NumberInput, date pickers, ColorInput, Slider) would bring floating-ui, the calendar and
// more into every form, and no field draws one: each field has a registry widget (resolveWidgets),
// a hidden one RJSF's own.
import themeTemplates from '@rjsf/mantine/lib/templates/index.js';
import type { ErrorSchema, FieldPathList, FieldProps, RJSFSchema, RJSFValidationError, RegistryFieldsType, RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { createSchemaUtils, toFieldPathId } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FieldUiSchema, FormModel, JsonSchema } from '../../core/form';
import { FormStore, fieldsHiddenByCondition, sameValues, formReasonLabels, initialTab, requestBody, selectTab, tabForErrors, tabOfField } from '../../core/form';
import { useEngine } from '../EngineProvider';
import { whenIdle } from '../whenIdle';
import { showsErrors, withErrorDisplay } from './errorDisplay';
import { pathErrorsOf } from './errorPaths';
import { GroupedObjectFieldTemplate } from './GroupedObjectFieldTemplate';
import { createObjectWidgetField, OBJECT_WIDGET_FIELD } from './ObjectWidgetField';
import type { EngineFormContext } from './GroupedObjectFieldTemplate';
import { createTransformErrors, errorField } from './transformErrors';
import { RootObjectField } from './RootObjectField';
import { FormDisplayStore, noSubscription } from './formDisplayStore';
import { compileOwn, configureValidation, validatorFor } from './validator';
import { FieldSchemas, fieldErrors } from './fieldValidation';
import { scopedValidator } from './scopedValidator';
import { compileWhenIdle } from './idleCompile';
import type { FormTexts } from './formTexts';
import { FormTextsContext } from './formTexts';
import { FormFillProvider, registerOpenForm } from './formFill';
import type { FormFill } from './formFill';
import { useRegisterReasonLabels } from '../errors/reasonLabels';
import { quickTexts } from './quickTexts';
import { withSchemaDefaults } from './schemaDefaults';
import { withPlainRetrieve } from './plainSchemaUtils';

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

/** The tabs holding a field whose error shows now, as a key (ids joined) that compares by value. */
function tabsShowingErrors(model: FormModel, form: FormStore): string {
  const out = new Set<string>();
  for (const path of Object.keys(form.errorsWithin(''))) {
    const field = path.split('.')[0] ?? '';
    const tab = field ? tabOfField(model.tabs, model.groups, field) : undefined;
    if (tab && showsErrors(form, field, true)) out.add(tab);
  }
  return [...out].sort().join(',');
}

const setOf = (key: string): ReadonlySet<string> => new Set(key ? key.split(',') : []);

/**
 * Numbers as the widgets hand them (numbers or undefined: the widgets parse what is typed), without
 * RJSF's NumberField, which keeps typed text and builds an Intl.NumberFormat in every render.
 */
function PlainNumberField(props: FieldProps) {
  return createElement(props.registry.fields.StringField as ComponentType<FieldProps>, props);
}

// Widgets show their own first error; the theme's (hidden) error list would only duplicate the text.
const templates = { ObjectFieldTemplate: GroupedObjectFieldTemplate, FieldErrorTemplate: () => null };

/** How long after a change the whole form (rules across fields) is checked, in idle time (ms). */
const WHOLE_CHECK_PAUSE_MS = 150;

/**
 * A form model rendered with RJSF's fields and templates and the registry's widgets, translated
 * labels and messages, tabs, and the product's error display: a field shows its first error once
 * touched, dirty or after a submit, when enabled. The form's store owns the values: each
 * top-level field reads its slice there and writes there at once (RootObjectField); RJSF gives
 * the schema utilities, the layout and the validator, not the state. A change checks the changed
 * field's own rules at once; the whole form (rules across fields) is checked on leaving a field,
 * in idle time after changes, and on submit. An invalid submit marks everything submitted,
 * switches to the tab of the first invalid (required) field and focuses it.
 */
export function EngineForm({ model, formData, onChange, onSubmit, extraErrors, tabContent, children, fillKey, store }: EngineFormProps) {
  const { t: i18nextT, i18n } = useTranslation();
  // Labels and other plain texts straight from the resources (300 labels on opening a large form).
  const t = useMemo(() => quickTexts(i18n, i18nextT), [i18n, i18nextT]);
  const { widgets, holidays } = useEngine();
  // Business dates follow the environment's holidays (read at each check).
  configureValidation({ holidays: () => holidays });
  // A host without a store hands its data in formData and hears changes through onChange; the
  // form starts from it with the schema's defaults filled in (an object's empty parts), as RJSF's form did.
  const [ownStore] = useState(() => new FormStore(store ? {} : withSchemaDefaults(model.schema, formData ?? {}) as FormData));
  // The host's data the store started from: at the first layout, no news to compare (300 values).
  const startedFrom = useRef(formData);
  const form = store ?? ownStore;
  const editable = model.mode !== 'view';
  const subscribeAll = useCallback((listener: () => void) => form.subscribe(listener), [form]);
  // Read on every change, but the form re-renders only when the set of hidden fields changes.
  const hiddenKey = useSyncExternalStore(subscribeAll, () => [...fieldsHiddenByCondition(model, form.getValues())].join(','));
  const fieldNames = useMemo(() => Object.keys(model.fields), [model.fields]);
  // Rebuilt only when the model, language or the set of condition-hidden fields changes, not per keystroke.
  const uiSchema = useMemo(
    () => translatedUiSchema(model, t, new Set(hiddenKey ? hiddenKey.split(',') : []), new Set(Object.keys(widgets.components))),
    [model, t, hiddenKey, widgets],
  );
  const [activeTab, setActiveTab] = useState<string | undefined>(() => initialTab(model.tabs));
  // The tabs mark those holding a field that shows an error (only a form with tabs reads it).
  const hasTabs = model.tabs.length > 0;
  const tabsKey = useSyncExternalStore(
    useCallback((listener: () => void) => (hasTabs ? form.subscribe(listener) : noSubscription()), [form, hasTabs]),
    () => (hasTabs ? tabsShowingErrors(model, form) : ''),
  );
  const tabsWithErrors = useMemo(() => setOf(tabsKey), [tabsKey]);
  const onTabChange = useCallback((tab: string) => setActiveTab((current) => selectTab(model.tabs, current, tab)), [model.tabs]);
  // The tabs' state reaches the tabs by subscription, so a tab switch does not re-render the fields.
  const [display] = useState(() => new FormDisplayStore({ activeTab, tabsWithErrors }));
  useLayoutEffect(() => display.set({ activeTab, tabsWithErrors }), [display, activeTab, tabsWithErrors]);

  // Without $id: RJSF's validator caches compiled schemas by $id, and create and update schemas may share one.
  const schema = useMemo(() => {
    const { $id: _id, ...rest } = model.schema;
    return rest as RJSFSchema;
  }, [model.schema]);
  const fieldSchemas = useMemo(() => new FieldSchemas(schema), [schema]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const transformErrors = useMemo(() => createTransformErrors(t, language), [t, language]);
  // The whole form's check: each field's own rules for the fields that can show an error
  // (touched, changed, all after a submit), compiled when first needed, and the rules across fields.
  const validator = useMemo(
    () =>
      scopedValidator(validatorFor(model.schema), schema, fieldSchemas, (field) => {
        // Changed is by the values (the checked body writes an emptied '' as null).
        const now = form.getValues()[field];
        const was = form.getInitial()[field];
        return form.wasSubmitted() || form.isTouched(field) || (now !== was && JSON.stringify(now ?? null) !== JSON.stringify(was ?? null));
      }),
    [model.schema, schema, fieldSchemas, form],
  );
  // Read by the stable callbacks below (the fields keep them across renders).
  const checks = useRef({ transformErrors, uiSchema, fieldSchemas, schema, validator, editable });
  checks.current = { transformErrors, uiSchema, fieldSchemas, schema, validator, editable };

  /** One top-level field's own rules on its value now, into the store at once. */
  const checkField = useCallback(
    (name: string) => {
      const c = checks.current;
      if (!c.editable) return;
      form.setClientErrorsWithin(name, fieldErrors(validatorFor(model.schema), c.fieldSchemas, name, form.get(name), c.transformErrors, c.uiSchema));
    },
    [form, model.schema],
  );
  /** The whole form's check into the store; returns the errors. */
  const checkWhole = useCallback((): RJSFValidationError[] => {
    const c = checks.current;
    // The body the save sends, not the values: a record's extras are never sent, an emptied
    // nullable field goes as null (the server checks that body against this schema).
    const { errors, errorSchema } = c.validator.validateFormData(requestBody(c.schema as JsonSchema, form.getValues()), c.schema, undefined, c.transformErrors, c.uiSchema);
    form.setClientErrors(pathErrorsOf(errorSchema));
    return errors;
  }, [form]);
  const scheduled = useRef<(() => void) | undefined>(undefined);
  const scheduleWholeCheck = useCallback(
    (delayMs: number) => {
      scheduled.current?.();
      if (!checks.current.editable) return;
      scheduled.current = whenIdle(() => {
        scheduled.current = undefined;
        checkWhole();
      }, delayMs);
    },
    [checkWhole],
  );
  useEffect(() => () => scheduled.current?.(), []);

  // Each key reaches the store at once (the path the field names); the changed field's own rules
  // are checked at once, the whole form's once typing pauses.
  const onFieldChange = useCallback(
    (value: unknown, path: FieldPathList) => {
      if (path.length === 0) form.setValues((value ?? {}) as FormData);
      else form.set(path.join('.'), value);
      if (path.length > 0) checkField(String(path[0]));
      scheduleWholeCheck(WHOLE_CHECK_PAUSE_MS);
    },
    [form, checkField, scheduleWholeCheck],
  );
  const onFieldBlur = useCallback(
    (id: string) => {
      const field = fieldNames.find((f) => id === `root_${f}` || id.startsWith(`root_${f}_`));
      if (field) form.touch(field);
    },
    [fieldNames, form],
  );
  const onFieldFocus = useCallback(() => undefined, []);
  const compileField = useCallback((name: string) => {
    const own = checks.current.fieldSchemas.of(name);
    if (checks.current.editable && own) compileOwn(model.schema, own);
  }, [model.schema]);

  // The host hears each change of the values at once (a host with the store reads it there too).
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Values this form reported: handed back by a host they are no data from outside.
  const [reported] = useState(() => new WeakSet<object>());
  useLayoutEffect(() => {
    let last = form.getValues();
    return form.subscribe(() => {
      const now = form.getValues();
      if (now === last) return;
      last = now;
      reported.add(now);
      onChangeRef.current?.(now);
    });
  }, [form, reported]);
  // A host without a store may hand new data (a reload, a reset): the form takes it. A host may
  // also hand back a copy of what it heard (e.g. trimmed to the request body), which is no change.
  useLayoutEffect(() => {
    const first = startedFrom.current;
    startedFrom.current = undefined;
    if (store || !formData || formData === first || formData === ownStore.getValues() || reported.has(formData)) return;
    if (sameValues(formData, ownStore.getValues())) return;
    const next = withSchemaDefaults(model.schema, formData) as FormData;
    if (!sameValues(next, ownStore.getValues())) ownStore.setValues(next);
  }, [store, ownStore, formData, reported, model.schema]);
  // The server's refusal under the fields it names.
  useLayoutEffect(() => form.setServerErrors(pathErrorsOf(extraErrors)), [form, extraErrors]);

  // Fills from a dialog window set the form's own editable fields in the store.
  const fill = useCallback<FormFill>(
    (values) => {
      const own = Object.entries(values).filter(([name]) => name in model.fields && !(model.uiSchema[name] as FieldUiSchema | undefined)?.['ui:readonly']);
      form.setValues({ ...form.getValues(), ...Object.fromEntries(own) });
      scheduleWholeCheck(0);
    },
    [model, form, scheduleWholeCheck],
  );
  const canFill = model.mode !== 'view';
  // The screen's error alert names this form's fields by their labels (reasonLabels).
  useRegisterReasonLabels(useMemo(() => formReasonLabels(model, t), [model, t]));
  useEffect(() => (fillKey && canFill ? registerOpenForm(fillKey, fill, () => form.getValues()) : undefined), [fillKey, canFill, fill, form]);

  // Once the user leaves a field, the rest of the rules compile in idle time, ahead of a submit.
  const idleCompile = useRef<{ fields: FieldSchemas; cancel: () => void } | undefined>(undefined);
  const compileRestWhenIdle = useCallback(() => {
    if (idleCompile.current?.fields === fieldSchemas) return;
    idleCompile.current?.cancel();
    idleCompile.current = { fields: fieldSchemas, cancel: compileWhenIdle(model.schema, fieldSchemas) };
  }, [model.schema, fieldSchemas]);
  useEffect(() => () => idleCompile.current?.cancel(), []);

  const focusFirst = useCallback((error: RJSFValidationError) => {
    const field = error.name === 'required' && typeof error.params?.missingProperty === 'string' ? error.params.missingProperty : errorField(error);
    // The input the error is about (a row's part of a list: `root_generatory_1_nazov`), else its top-level field.
    const exact = error.property ? `root_${error.property.replace(/^\./, '').replace(/[.[\]]+/g, '_').replace(/_$/, '')}` : undefined;
    // After the tab switch has rendered.
    setTimeout(() => {
      const element = (exact ? document.getElementById(exact) : null) ?? (field ? document.getElementById(`root_${field}`) : null);
      element?.focus();
    }, 0);
  }, []);
  /** A submit's check: every field shows its errors from now on; the first invalid one is shown and focused. */
  const checkSubmit = useCallback((): number => {
    scheduled.current?.();
    form.markSubmitted();
    const errors = checkWhole();
    if (errors.length > 0) {
      const { invalid, missing } = invalidFields(errors);
      const tab = tabForErrors(model.tabs, model.groups, model.uiSchema['ui:order'], invalid, missing);
      if (tab) setActiveTab(tab);
      if (errors[0]) focusFirst(errors[0]);
    }
    return errors.length;
  }, [form, checkWhole, model, focusFirst]);
  // A host that saves the store itself (a workflow step's action) runs the same check first.
  useEffect(() => {
    if (!editable) return undefined;
    form.setWholeCheck(checkSubmit);
    return () => form.setWholeCheck(undefined);
  }, [form, editable, checkSubmit]);
  const onSubmitRef = useRef(onSubmit);
  onSubmitRef.current = onSubmit;
  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // A form inside this one (in a portal) submits itself.
      if (event.target !== event.currentTarget) return;
      if (checkSubmit() > 0) return;
      onSubmitRef.current?.(form.getValues());
    },
    [form, checkSubmit],
  );

  const texts = useMemo<FormTexts>(() => ({ t, language }), [t, language]);
  const formContext = useMemo<EngineFormContext>(
    () => ({ groups: model.groups, tabs: model.tabs, onTabChange, fieldNames, display, store: form, compileField, tabContent, widgets: widgets.components }),
    [model.groups, model.tabs, onTabChange, fieldNames, display, form, compileField, tabContent, widgets],
  );
  const registry = useMemo(() => {
    const rjsfWidgets: Record<string, unknown> = {};
    for (const [name, component] of Object.entries(widgets.components)) rjsfWidgets[name] = withErrorDisplay(component);
    const fields: RegistryFieldsType = { ObjectField: RootObjectField, NumberField: PlainNumberField, [OBJECT_WIDGET_FIELD]: createObjectWidgetField(widgets.components) };
    const props = {
      schema,
      validator,
      uiSchema,
      fields,
      templates: { ...themeTemplates, ...templates, ButtonTemplates: { ...themeTemplates.ButtonTemplates } },
      widgets: rjsfWidgets as RegistryWidgetsType,
      formContext,
    } as FormProps;
    return CoreForm.getRegistry(props, schema, withPlainRetrieve(createSchemaUtils(validator, schema)));
    // uiSchema is read for its global options only (none here): a hidden field's change does not rebuild the registry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, validator, widgets, formContext]);
  const rootId = useMemo(() => toFieldPathId('', registry.globalFormOptions), [registry]);
  const SchemaField = registry.fields.SchemaField as ComponentType<FieldProps>;
  // The fields re-render by their own subscriptions; the root only when schema, layout or mode change.
  const fieldsElement = useMemo(
    () =>
      createElement(SchemaField, {
        name: '',
        schema,
        uiSchema,
        fieldPathId: rootId,
        formData: form.getInitial(),
        errorSchema: undefined,
        onChange: onFieldChange,
        onBlur: onFieldBlur,
        onFocus: onFieldFocus,
        registry,
        required: false,
        disabled: false,
        readonly: !editable,
      } as unknown as FieldProps),
    [SchemaField, schema, uiSchema, rootId, form, onFieldChange, onFieldBlur, onFieldFocus, registry, editable],
  );

  return (
    <FormTextsContext.Provider value={texts}>
      <FormFillProvider value={canFill ? fill : undefined}>
        <form
          className="rjsf"
          noValidate
          onSubmit={submit}
          onBlurCapture={() => {
            if (!editable) return;
            scheduleWholeCheck(0);
            compileRestWhenIdle();
          }}
        >
          {fieldsElement}
          {children}
        </form>
      </FormFillProvider>
    </FormTextsContext.Provider>
  );
}
