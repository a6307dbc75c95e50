import { Button, Popover, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADDENDUM_PLACEHOLDER_NAMES } from './placeholders';

/** What an addendum template's body may use: each `{{placeholder}}` and what it is filled with. */
export function PlaceholderHelp() {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" withinPortal shadow="md" width={460}>
      <Popover.Target>
        <Button variant="default">{t('addendum-template.placeholders.button')}</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Table aria-label={t('addendum-template.placeholders.title')} withRowBorders={false} verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('addendum-template.placeholders.name')}</Table.Th>
              <Table.Th>{t('addendum-template.placeholders.meaning')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ADDENDUM_PLACEHOLDER_NAMES.map((name) => (
              <Table.Tr key={name}>
                <Table.Td>
                  <code>{`{{${name}}}`}</code>
                </Table.Td>
                <Table.Td>{t(`addendum-template.placeholder.${name}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}
