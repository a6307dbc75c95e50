import { Fieldset, Grid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EngineWidgetProps } from '../../engine/react';
import { CodeBookWidget } from '../code-book/CodeBookWidget';
import { pscWidget } from '../psc';

/** The parts of an address, as the back end names them. */
export const ADDRESS_PARTS = ['Ulica', 'PopisneCislo', 'OrientacneCislo', 'Psc', 'Mesto', 'IdStat'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type Address = Partial<Record<AddressPart, string>>;

/** Country code book order: Slovakia first, Czechia second (spec section 9). */
export const COUNTRIES_FIRST = ['SK', 'CZ'] as const;

const SPAN: Record<AddressPart, number> = { Ulica: 6, PopisneCislo: 3, OrientacneCislo: 3, Psc: 3, Mesto: 5, IdStat: 4 };

function addressOf(value: unknown): Address {
  return typeof value === 'object' && value !== null ? (value as Address) : {};
}

/** Errors of the parts: `options.partErrors` (the engine fills it from nested errors), by part name. */
function partErrors(options: Record<string, unknown>): Partial<Record<AddressPart, string[]>> {
  const found = options.partErrors;
  return typeof found === 'object' && found !== null ? (found as Partial<Record<AddressPart, string[]>>) : {};
}

/**
 * The address block: street, descriptive and orientation number, postal code (shown NNN NN),
 * town and country (code book `stat`, Slovakia then Czechia first). Stores one object; an emptied
 * part is removed, and an address with no part left clears the field. Required marks (the schema's
 * `required` list) and part errors show on the parts.
 */
export function AddressWidget(props: EngineWidgetProps) {
  const { t } = useTranslation();
  const { id, label, value, onChange, onBlur, onFocus, disabled, readonly, required, schema, options, rawErrors } = props;
  const address = addressOf(value);
  const requiredParts = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const errors = partErrors(options);
  const set = (part: AddressPart, next: unknown) => {
    const copy: Address = { ...address };
    if (next === undefined || next === null || next === '') delete copy[part];
    else copy[part] = String(next);
    onChange(Object.keys(copy).length === 0 ? undefined : copy);
  };
  const partProps = (part: AddressPart) => ({
    id: part === 'Ulica' ? id : `${id}_${part}`,
    name: part,
    label: t(`widgets.address.${part}`),
    required: required && requiredParts.has(part),
    disabled,
    readonly,
    onBlur,
    onFocus,
    rawErrors: errors[part] ?? (part === 'Ulica' && rawErrors && rawErrors.length > 0 ? rawErrors : undefined),
  });
  const text = (part: AddressPart, maxLength: number) => {
    const p = partProps(part);
    return (
      <TextInput
        id={p.id}
        name={p.name}
        label={p.label}
        required={p.required}
        disabled={disabled}
        readOnly={readonly}
        maxLength={maxLength}
        value={address[part] ?? ''}
        error={p.rawErrors?.[0]}
        onChange={(event) => set(part, event.currentTarget.value)}
        onBlur={(event) => onBlur?.(p.id, event.currentTarget.value)}
        onFocus={(event) => onFocus?.(p.id, event.currentTarget.value)}
      />
    );
  };
  const Psc = pscWidget.component;
  return (
    <Fieldset legend={label} disabled={disabled} data-testid={`${id}-address`} variant="unstyled">
      <Grid gap="xs">
        <Grid.Col span={SPAN.Ulica}>{text('Ulica', 100)}</Grid.Col>
        <Grid.Col span={SPAN.PopisneCislo}>{text('PopisneCislo', 20)}</Grid.Col>
        <Grid.Col span={SPAN.OrientacneCislo}>{text('OrientacneCislo', 20)}</Grid.Col>
        <Grid.Col span={SPAN.Psc}>
          <Psc {...partProps('Psc')} value={address.Psc} schema={{ type: 'string', format: 'psc' }} options={{}} onChange={(next) => set('Psc', next)} />
        </Grid.Col>
        <Grid.Col span={SPAN.Mesto}>{text('Mesto', 100)}</Grid.Col>
        <Grid.Col span={SPAN.IdStat}>
          <CodeBookWidget
            {...partProps('IdStat')}
            value={address.IdStat}
            schema={{ type: 'string' }}
            options={{ codeBook: 'stat', enumType: 'edc', firstCodes: COUNTRIES_FIRST }}
            onChange={(next) => set('IdStat', next)}
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
