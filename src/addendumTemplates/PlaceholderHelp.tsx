import { useEffect, useState } from 'react';
import { Button, Loader, Popover, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataProvider } from '../../engine/core/http';
import { useEngine } from '../../engine/react';

/** Where the server lists the placeholders a template may use (server/api/addendumPlaceholders.ts). */
export const PLACEHOLDERS_PATH = '/edc/addendum-template/placeholders';

/** The server's placeholder names (only well-formed names are kept). */
export async function loadPlaceholders(http: DataProvider): Promise<string[]> {
  const { data } = await http.get<unknown>(PLACEHOLDERS_PATH, { background: true });
  return Array.isArray(data) ? data.filter((name): name is string => typeof name === 'string' && /^[A-Za-z][A-Za-z0-9]{0,59}$/.test(name)) : [];
}

/** What an addendum template's body may use: each `{{placeholder}}` the server fills, and what with. */
export function PlaceholderHelp() {
  const { t } = useTranslation();
  const { http } = useEngine();
  const [opened, setOpened] = useState(false);
  const [names, setNames] = useState<string[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  // Read when first opened: the list is the server's, the one a save checks.
  useEffect(() => {
    if (!opened || names !== undefined) return undefined;
    let active = true;
    loadPlaceholders(http).then(
      (loaded) => active && setNames(loaded),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [opened, names, http]);
  return (
    <Popover position="bottom-end" withinPortal shadow="md" width={460} opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Button variant="default" onClick={() => setOpened((o) => !o)}>
          {t('addendum-template.placeholders.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {names === undefined ? (
          failed ? <Text size="sm">{t('widgets.select.loadFailed')}</Text> : <Loader size="sm" aria-label={t('widgets.select.loading')} />
        ) : (
          <Table aria-label={t('addendum-template.placeholders.title')} withRowBorders={false} verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('addendum-template.placeholders.name')}</Table.Th>
                <Table.Th>{t('addendum-template.placeholders.meaning')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {names.map((name) => (
                <Table.Tr key={name}>
                  <Table.Td>
                    <code>{`{{${name}}}`}</code>
                  </Table.Td>
                  {/* A placeholder the texts do not explain yet still shows, by its name. */}
                  <Table.Td>{t(`addendum-template.placeholder.${name}`, { defaultValue: '' })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
