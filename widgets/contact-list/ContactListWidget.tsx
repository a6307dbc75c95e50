import { ActionIcon, Button, Fieldset, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createRuleContext, expiredContactsProblem } from '../../engine/core/validation';
import type { EngineWidgetProps } from '../../engine/react';

/** One contact person as the back end keeps it (a contract's `kontakty`). */
export interface Contact {
  titul?: string | null;
  meno?: string | null;
  priezvisko?: string | null;
  funkcia?: string | null;
  telefon?: string | null;
  email?: string | null;
  /** Last day the contact is valid (YYYY-MM-DD); none: without end. */
  datDo?: string | null;
}

/** The parts of a contact in column order, with their input type. */
const PARTS: readonly { key: keyof Contact; type: 'text' | 'tel' | 'email' | 'date'; width?: number }[] = [
  { key: 'titul', type: 'text', width: 80 },
  { key: 'meno', type: 'text' },
  { key: 'priezvisko', type: 'text' },
  { key: 'funkcia', type: 'text' },
  { key: 'telefon', type: 'tel' },
  { key: 'email', type: 'email' },
  { key: 'datDo', type: 'date', width: 150 },
];

function listOf(value: unknown): Contact[] {
  return Array.isArray(value) ? (value as Contact[]) : [];
}

/** D.M.YYYY of an ISO date, for the read-only table. */
function shownDate(iso: string | null | undefined): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${Number(d)}. ${Number(m)}. ${y}`;
}

/**
 * The contact persons of a record as an editable table (forms-data.md 5, dialogs/zmluva-kontakty):
 * one row per contact, add and remove; empty parts are stored as null. Column labels are
 * `{options.labelPrefix}.{part}` (e.g. `zmluva.field.meno`). The list's errors (e.g.
 * msgInvalidContacts naming the expired contacts) show under the table.
 */
export function ContactListWidget(props: EngineWidgetProps) {
  const { t } = useTranslation();
  const contacts = listOf(props.value);
  const prefix = typeof props.options.labelPrefix === 'string' ? props.options.labelPrefix : 'widgets.contacts';
  const editable = !props.readonly && !props.disabled;
  // The list's own error, else the expired-contacts rule checked here as the rows are typed (the
  // catalogue's rule and text, as the server answers it), so the names show before any save.
  const expired = editable ? expiredContactsProblem(contacts, createRuleContext().today()) : undefined;
  const error = props.rawErrors?.[0] ?? (expired ? t(expired.key, expired.params) : undefined);
  const change = (next: Contact[]) => props.onChange(next);
  const setPart = (row: number, key: keyof Contact, text: string) =>
    change(contacts.map((c, i) => (i === row ? { ...c, [key]: text.trim() === '' ? null : text } : c)));

  return (
    <Fieldset legend={props.hideLabel ? undefined : props.label} aria-label={props.label} id={props.id} variant="unstyled">
      <Stack gap="xs">
        {contacts.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t(`${prefix}.none`, { defaultValue: '—' })}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={editable ? 900 : 600}>
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  {PARTS.map((p) => (
                    <Table.Th key={p.key} w={p.width}>
                      {t(`${prefix}.${p.key}`)}
                    </Table.Th>
                  ))}
                  {editable && <Table.Th w={48} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contacts.map((contact, row) => (
                  <Table.Tr key={row}>
                    {PARTS.map((p) => (
                      <Table.Td key={p.key}>
                        {editable ? (
                          <TextInput
                            size="xs"
                            type={p.type}
                            aria-label={`${t(`${prefix}.${p.key}`)} ${row + 1}`}
                            value={contact[p.key] ?? ''}
                            onChange={(event) => setPart(row, p.key, event.currentTarget.value)}
                            // Leaving a cell hands the list to the form at once (a save right after sees it).
                            onBlur={() => props.onBlur?.(props.id, contacts)}
                          />
                        ) : p.type === 'date' ? (
                          shownDate(contact.datDo)
                        ) : (
                          (contact[p.key] ?? '')
                        )}
                      </Table.Td>
                    ))}
                    {editable && (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t(`${prefix}.remove`)} ${row + 1}`}
                          onClick={() => change(contacts.filter((_, i) => i !== row))}
                        >
                          ✕
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {editable && (
          <Group>
            <Button size="xs" variant="default" onClick={() => change([...contacts, { meno: null, priezvisko: null, datDo: null }])}>
              {t(`${prefix}.add`)}
            </Button>
          </Group>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
