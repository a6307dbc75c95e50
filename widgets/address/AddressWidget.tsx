import { Fieldset, Grid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EngineWidgetProps } from '../../engine/react';
import { CodeBookWidget } from '../code-book/CodeBookWidget';
import { pscWidget } from '../psc';

/** The parts of an address, as the back end names them (forms-data.md 3), in display order. */
export const ADDRESS_PARTS = [
  'Ulica',
  'PopisneCislo',
  'OrientacneCislo',
  'Psc',
  'Mesto',
  'IdStat',
  'KatastUzemie',
  'CisloParcely',
  'Pobox',
  'Utvar',
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type Address = Partial<Record<AddressPart, string>>;

/** Country code book order: Slovakia first, Czechia second (spec section 9). */
export const COUNTRIES_FIRST = ['SK', 'CZ'] as const;

// Grid columns of 12 per part, by the block's own width (the form may give it half a page): wide
// (street line, town line, cadastre line, unit), narrow (two short parts a row), else one a row.
const SPAN: Record<AddressPart, number> = {
  Ulica: 6,
  PopisneCislo: 3,
  OrientacneCislo: 3,
  Psc: 3,
  Mesto: 5,
  IdStat: 4,
  KatastUzemie: 6,
  CisloParcely: 3,
  Pobox: 3,
  Utvar: 12,
};
const NARROW_SPAN: Record<AddressPart, number> = {
  Ulica: 12,
  PopisneCislo: 6,
  OrientacneCislo: 6,
  Psc: 5,
  Mesto: 7,
  IdStat: 12,
  KatastUzemie: 12,
  CisloParcely: 6,
  Pobox: 6,
  Utvar: 12,
};
/** Container widths (of the block, not the window) at which the narrow and the wide layout start. */
const BLOCK_BREAKPOINTS = { xs: '260px', sm: '560px', md: '720px', lg: '960px', xl: '1200px' };

/** Longest text of each part when the schema names none. */
const MAX_LENGTH: Record<AddressPart, number> = {
  Ulica: 100,
  PopisneCislo: 20,
  OrientacneCislo: 20,
  Psc: 5,
  Mesto: 100,
  IdStat: 2,
  KatastUzemie: 100,
  CisloParcely: 10,
  Pobox: 5,
  Utvar: 100,
};

/** Parts typed as digits only (the number keyboard on phones). */
const NUMERIC: ReadonlySet<AddressPart> = new Set(['Pobox']);

type PartSchemas = Partial<Record<AddressPart, { maxLength?: unknown }>>;

function partSchemas(schema: Record<string, unknown>): PartSchemas {
  const properties = schema.properties;
  return typeof properties === 'object' && properties !== null ? (properties as PartSchemas) : {};
}

/**
 * The parts shown: `options.parts` when given, else those the schema's properties name, else all;
 * always in the display order of ADDRESS_PARTS.
 */
export function shownParts(schema: Record<string, unknown>, options: Record<string, unknown>): AddressPart[] {
  const wanted = Array.isArray(options.parts) ? new Set(options.parts) : undefined;
  const named = Object.keys(partSchemas(schema));
  if (wanted) return ADDRESS_PARTS.filter((part) => wanted.has(part));
  if (named.length > 0) return ADDRESS_PARTS.filter((part) => named.includes(part));
  return [...ADDRESS_PARTS];
}

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
 * town, country (code book `stat`, Slovakia then Czechia first), cadastral area, parcel number,
 * P. O. box and organisational unit (the parts shown: see shownParts). Stores one object; an emptied
 * part is removed, and an address with no part left clears the field. Lengths come from the
 * schema's part properties; required marks (the schema's `required` list) and part errors (the
 * catalogue's formats: PSC, parcel number, P. O. box) show on the parts.
 */
export function AddressWidget(props: EngineWidgetProps) {
  const { t } = useTranslation();
  const { id, label, value, onChange, onBlur, onFocus, disabled, readonly, required, schema, options, rawErrors } = props;
  const address = addressOf(value);
  const requiredParts = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const errors = partErrors(options);
  const limits = partSchemas(schema);
  const parts = shownParts(schema, options);
  const set = (part: AddressPart, next: unknown) => {
    const copy: Address = { ...address };
    if (next === undefined || next === null || next === '') delete copy[part];
    else copy[part] = String(next);
    onChange(Object.keys(copy).length === 0 ? undefined : copy);
  };
  const partProps = (part: AddressPart) => ({
    // The first part shown carries the field's id: an invalid submit focuses it.
    id: part === parts[0] ? id : `${id}_${part}`,
    name: part,
    label: t(`widgets.address.${part}`),
    required: required && requiredParts.has(part),
    disabled,
    readonly,
    onBlur,
    onFocus,
    rawErrors: errors[part] ?? (part === parts[0] && rawErrors && rawErrors.length > 0 ? rawErrors : undefined),
  });
  const text = (part: AddressPart) => {
    const p = partProps(part);
    const limit = limits[part]?.maxLength;
    const maxLength = typeof limit === 'number' ? limit : MAX_LENGTH[part];
    return (
      <TextInput
        id={p.id}
        name={p.name}
        label={p.label}
        required={p.required}
        disabled={disabled}
        readOnly={readonly}
        maxLength={maxLength}
        inputMode={NUMERIC.has(part) ? 'numeric' : undefined}
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
      <Grid gap="xs" type="container" breakpoints={BLOCK_BREAKPOINTS}>
        {parts.map((part) => (
          <Grid.Col key={part} span={{ base: 12, xs: NARROW_SPAN[part], sm: SPAN[part] }}>
            {part === 'Psc' ? (
              <Psc {...partProps('Psc')} value={address.Psc} schema={{ type: 'string', format: 'psc' }} options={{}} onChange={(next) => set('Psc', next)} />
            ) : part === 'IdStat' ? (
              <CodeBookWidget
                {...partProps('IdStat')}
                value={address.IdStat}
                schema={{ type: 'string' }}
                options={{ codeBook: 'stat', enumType: 'edc', firstCodes: COUNTRIES_FIRST }}
                onChange={(next) => set('IdStat', next)}
              />
            ) : (
              text(part)
            )}
          </Grid.Col>
        ))}
      </Grid>
    </Fieldset>
  );
}
