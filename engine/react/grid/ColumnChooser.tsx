import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedLazily } from '../lazy/LazySelect';
import type { ColumnChooserProps } from './ColumnChooserPopover';

export type { ColumnChooserProps } from './ColumnChooserPopover';

// The chooser's popover (Mantine's Popover and floating-ui) loads with the first click on its button.
const loadPopover = () => import('./ColumnChooserPopover');
const ColumnChooserPopover = lazy(loadPopover);

/**
 * Shows, hides and reorders columns (ColumnChooserPopover): until the first click only its button,
 * so that a search screen does not download the popover's code.
 */
export function ColumnChooser(props: ColumnChooserProps) {
  const { t } = useTranslation();
  const [opened, open] = useOpenedLazily();
  const button = (
    <Button variant="default" size="xs" aria-haspopup="dialog" aria-expanded={false} onClick={open} onPointerEnter={() => void loadPopover()} onFocus={() => void loadPopover()}>
      {t('grid.columns.button')}
    </Button>
  );
  return <Suspense fallback={button}>{opened ? <ColumnChooserPopover {...props} defaultOpened /> : button}</Suspense>;
}
