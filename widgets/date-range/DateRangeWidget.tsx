import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IsoRange } from '../../engine/core/form/dateRange';
import type { EngineWidgetProps } from '../../engine/react';
import { createFormattedTextWidget } from '../shared/formattedText';
import { labelIdOf } from '../shared/LightInput';
import { TEXT_FORMATS } from '../shared/textFormats';
import { BusyWhileLoading } from '../shared/BusyWhileLoading';
import icon from '../shared/CalendarIcon.module.css';

// The dialog (Mantine's Modal, the presets) loads when it first opens or is about to (the button
// hovered or focused): a search's range filters download none of it until then.
const loadDialog = () => import('./DateRangeDialog');
const DateRangeDialog = lazy(() => loadDialog().then((m) => ({ default: m.DateRangeDialog })));
const preloadDialog = () => void loadDialog().catch(() => undefined);

/** The two sides of a stored range (`from/to`); anything else opens the dialog empty. */
export function rangeOf(value: unknown): IsoRange {
  const m = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})?\/(\d{4}-\d{2}-\d{2})?$/.exec(value) : null;
  return { from: m?.[1] ?? '', to: m?.[2] ?? '' };
}

/** The button at the input's end that opens the date range dialog and stores what it confirms. */
function DateRangeDialogButton({ id, value, onChange, disabled, readonly, hideLabel }: EngineWidgetProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  if (readonly) return null;
  return (
    <>
      <ActionIcon variant="subtle" aria-label={t('widgets.dateRange.open')} aria-describedby={hideLabel ? undefined : labelIdOf(id)} disabled={disabled} onClick={() => setOpen(true)} onPointerEnter={preloadDialog} onFocus={preloadDialog} aria-busy={loading || undefined} data-testid={`${id}-dialog`} className={icon.calendar} />
      {open ? (
        <Suspense fallback={<BusyWhileLoading onBusy={setLoading} />}>
          <DateRangeDialog
          opened
          initial={rangeOf(value)}
          onClose={() => setOpen(false)}
          onConfirm={(range) => {
            onChange(`${range.from}/${range.to}`);
            setOpen(false);
          }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The date-range input (see TEXT_FORMATS['date-range'] for what it keeps, stores and shows), with a
 * button that opens the date range dialog.
 */
export const DateRangeWidget = createFormattedTextWidget({
  ...TEXT_FORMATS['date-range'],
  rightSection: (props) => <DateRangeDialogButton {...props} />,
});
