import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { Button, Group, Input } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FieldUiSchema, FormModel, JsonSchema, PathErrors, RankedWidget } from '../../../core/form';
import { buildFormModel, requestBody, resolveWidgets } from '../../../core/form';
import type { StepEntity, StepItems } from '../../../core/workflow';
import { useEngine } from '../../EngineProvider';
import { pathErrorsOf } from '../../detail/errorPaths';
import { createTransformErrors } from '../../detail/transformErrors';
import { validatorFor } from '../../detail/validator';

type Values = Record<string, unknown>;

/**
 * The add row as a form model: the served schema decides types, required fields and formats (and
 * so the widget, e.g. the EIC input for an `eic` format), the step its labels and named widgets.
 */
function addRowModel(schema: JsonSchema, entity: StepEntity, items: StepItems, tokens: ReadonlySet<string>, widgets: readonly RankedWidget[]): FormModel {
  const fields = Object.fromEntries(
    items.add.map((name) => [name, { labelKey: `${entity.i18n}.${items.path}.${name}`, ...(items.widgets?.[name] ? { widget: items.widgets[name] } : {}) }]),
  );
  const source = { entity: entity.i18n, detail: { layout: [{ group: items.path, fields: items.add }], fields, serverManaged: [] } };
  return resolveWidgets(buildFormModel(schema, source, 'create', { tokens }), widgets);
}

/** Typed text as sent: trimmed, a blank one as not given (the body then says null where the schema allows it). */
function trimmed(values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value.trim() || undefined : value]));
}

/** The reasons about one input of the row (its value, or a part of it). */
function errorsOf(errors: PathErrors, name: string): string[] {
  return Object.entries(errors).flatMap(([path, messages]) => (path === name || path.startsWith(`${name}.`) ? messages : []));
}

// Each input keeps its width when a reason shows under it (the reason wraps instead).
const FIELD_STYLE: CSSProperties = { width: '15rem', maxWidth: '100%' };
/** An empty label of the inputs' kind above the button: it stands level with them, also when a reason shows under one. */
const LABEL_SPACE = '\u00a0';

export interface StepItemAddRowProps {
  entity: StepEntity;
  items: StepItems;
  /** The served request schema of a new row (`{base}/schema/post/request`). */
  schema: JsonSchema;
  busy: boolean;
  /** Sends a body the schema accepts; true when the server added the row. */
  send: (body: Values) => Promise<boolean>;
}

/**
 * One new row in a compact line of the registry's widgets. Adding (the button or Enter) first
 * checks the body against the served schema with the forms' catalogue validator: what the server
 * would refuse is not sent, each reason shows under its input (translated) and what was typed
 * stays; after that first refusal the reasons follow the typing. What only the server knows
 * (a duplicate, another participant's point) comes back as its refusal, shown by the section.
 */
export function StepItemAddRow({ entity, items, schema, busy, send }: StepItemAddRowProps) {
  const { t, i18n } = useTranslation();
  const { tokens, widgets } = useEngine();
  const model = useMemo(() => addRowModel(schema, entity, items, tokens, widgets.entries), [schema, entity, items, tokens, widgets]);
  const shown = useMemo(() => items.add.filter((name) => name in model.fields), [items.add, model]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const transformErrors = useMemo(() => createTransformErrors((key, params) => String(t(key, params)), language), [t, language]);
  // Without $id, as the forms check it: the validator caches compiled schemas by $id.
  const checked = useMemo(() => {
    const { $id: _id, ...rest } = schema;
    return rest as RJSFSchema;
  }, [schema]);
  const check = useCallback(
    (values: Values): { body: Values; errors: PathErrors } => {
      const body = requestBody(schema, trimmed(values));
      const { errorSchema } = validatorFor(schema).validateFormData(body, checked, undefined, transformErrors);
      return { body, errors: pathErrorsOf(errorSchema) };
    },
    [schema, checked, transformErrors],
  );

  const [values, setValues] = useState<Values>({});
  const [refused, setRefused] = useState(false);
  // Each added row starts the inputs anew (a widget keeps the text being typed while focused).
  const [round, setRound] = useState(0);
  const errors = useMemo(() => (refused ? check(values).errors : {}), [refused, check, values]);
  const idOf = (name: string) => `step-items-${items.path}-${name}`;
  const firstId = useRef(idOf(shown[0] ?? ''));
  firstId.current = idOf(shown[0] ?? '');
  useEffect(() => {
    if (round > 0) document.getElementById(firstId.current)?.focus();
  }, [round]);

  const add = async () => {
    const { body, errors: found } = check(values);
    // A reason about no input of the row (a field the step does not ask for) is the server's to
    // answer: its refusal names the field in the section's alert.
    const first = shown.find((name) => errorsOf(found, name).length > 0);
    if (first) {
      setRefused(true);
      document.getElementById(idOf(first))?.focus();
      return;
    }
    if (await send(body)) {
      setValues({});
      setRefused(false);
      setRound((r) => r + 1);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <Group align="flex-start" gap="sm">
        {shown.map((name) => {
          const ui = model.uiSchema[name] as FieldUiSchema;
          const Widget = widgets.components[ui['ui:widget'] ?? ''];
          if (!Widget) return null;
          const own = errorsOf(errors, name);
          return (
            <div key={`${name}-${round}`} style={FIELD_STYLE}>
              <Widget
                id={idOf(name)}
                name={name}
                label={t(ui['ui:options'].labelKey)}
                value={values[name]}
                onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
                required={model.fields[name]?.required === true || name === items.key}
                schema={model.fields[name]?.schema ?? {}}
                options={ui['ui:options']}
                rawErrors={own.length > 0 ? own : undefined}
              />
            </div>
          );
        })}
        <Input.Wrapper label={LABEL_SPACE} labelElement="div" labelProps={{ 'aria-hidden': true }}>
          <div>
            <Button type="submit" loading={busy}>
              {t('workflow.items.add')}
            </Button>
          </div>
        </Input.Wrapper>
      </Group>
    </form>
  );
}
