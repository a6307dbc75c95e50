import { useState } from 'react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SavedFilter } from './savedFilters';

export type NameDialog = { mode: 'create' } | { mode: 'rename'; filter: SavedFilter };

/** Asks for a name (and, when saving, whether it is the default). */
export default function NameForm({ dialog, busy, onSubmit, onCancel }: { dialog: NameDialog; busy: boolean; onSubmit: (nazov: string, predvoleny: boolean) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [nazov, setNazov] = useState(dialog.mode === 'rename' ? dialog.filter.nazov : '');
  const [predvoleny, setPredvoleny] = useState(false);
  const [touched, setTouched] = useState(false);
  const invalid = nazov.trim() === '' ? t('grid.savedFilter.nameRequired') : nazov.length > 100 ? t('grid.savedFilter.nameTooLong') : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!invalid) onSubmit(nazov.trim(), predvoleny);
      }}
    >
      <Stack gap="sm">
        <TextInput label={t('grid.savedFilter.name')} value={nazov} onChange={(e) => setNazov(e.currentTarget.value)} error={touched ? invalid : undefined} withAsterisk data-autofocus maxLength={100} />
        {dialog.mode === 'create' && <Checkbox label={t('grid.savedFilter.makeDefault')} checked={predvoleny} onChange={(e) => setPredvoleny(e.currentTarget.checked)} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('engine.action.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('engine.action.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
