import { useState } from 'react';
import { Button, Divider, Group, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '../../engine/core/form';
import type { IsoRange, ShiftTarget } from '../../engine/core/form/dateRange';
import { marketToday } from '../../engine/core/validation/marketDay';
import { canShift, durationEnd, presetRange, RANGE_DURATIONS, RANGE_PRESETS, SHIFT_UNITS, shiftRange } from '../../engine/core/form/dateRange';
import type { Problem } from '../../engine/core/validation';
import { dateProblem, problem } from '../../engine/core/validation';
import { DateWidget } from '../date/DateWidget';

/** Dialog size of the spec's reading (forms-data.md section 2). */
export const DATE_RANGE_DIALOG_WIDTH = 650;
export const DATE_RANGE_DIALOG_HEIGHT = 400;

export interface DateRangeDialogProps {
  opened: boolean;
  /** The range the dialog starts with (either side may be empty or not a date). */
  initial: IsoRange;
  /** Today as an ISO date, for the presets. @default today in Slovakia (the market's day, wherever the browser is) */
  today?: string;
  onClose: () => void;
  /** Called with a valid range (both real dates, to not before from). */
  onConfirm: (range: IsoRange) => void;
}

/** The i18n key of a side's problem: required, not a date, or (for the end) before the start. */
function problemOf(range: IsoRange, side: 'from' | 'to'): Problem | undefined {
  const value = range[side];
  if (value === '') return { key: 'engine.validation.required' };
  const found = dateProblem(value);
  if (found) return found;
  if (side === 'to' && isIsoDate(range.from) && value < range.from) return problem('range_invalidOrder');
  return undefined;
}

/**
 * The date range dialog: from and to (required, real dates, to not before from), presets
 * relative to today, duration buttons that set the end from the start, and shift buttons that move
 * the start, the end or the whole interval. OK with a problem marks both fields touched and stays open.
 */
export function DateRangeDialog({ opened, initial, today, onClose, onConfirm }: DateRangeDialogProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState<IsoRange>(initial);
  const [touched, setTouched] = useState({ from: false, to: false });
  const [target, setTarget] = useState<ShiftTarget>('whole');
  const [lastInitial, setLastInitial] = useState(initial);
  // Reopening with another value starts from it.
  if (lastInitial.from !== initial.from || lastInitial.to !== initial.to) {
    setLastInitial(initial);
    setRange(initial);
    setTouched({ from: false, to: false });
  }
  const errors = { from: problemOf(range, 'from'), to: problemOf(range, 'to') };
  const fromValid = isIsoDate(range.from) && errors.from === undefined;
  const shiftable = canShift(range, target);
  const set = (next: Partial<IsoRange>) => setRange((r) => ({ ...r, ...next }));
  const dateInput = (side: 'from' | 'to') => {
    const error = errors[side];
    return (
      <DateWidget
        id={`date-range-${side}`}
        name={side}
        label={t(`widgets.dateRange.${side}`)}
        required
        value={range[side] === '' ? undefined : range[side]}
        schema={{ type: 'string', format: 'date' }}
        options={{}}
        rawErrors={touched[side] && error ? [t(error.key, error.params)] : undefined}
        onChange={(value) => set({ [side]: typeof value === 'string' ? value : '' })}
        onBlur={() => setTouched((s) => ({ ...s, [side]: true }))}
      />
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('widgets.dateRange.title')}
      size={DATE_RANGE_DIALOG_WIDTH}
      centered
      data-testid="date-range-dialog"
    >
      <Stack gap="sm" mih={DATE_RANGE_DIALOG_HEIGHT - 120}>
        <SimpleGrid cols={2}>
          {dateInput('from')}
          {dateInput('to')}
        </SimpleGrid>
        <Text size="sm" fw={500}>
          {t('widgets.dateRange.presets')}
        </Text>
        <Group gap={6}>
          {RANGE_PRESETS.map((preset) => (
            <Button key={preset} size="xs" variant="light" onClick={() => setRange(presetRange(preset, today ?? marketToday()))}>
              {t(`widgets.dateRange.preset.${preset}`)}
            </Button>
          ))}
        </Group>
        <Text size="sm" fw={500}>
          {t('widgets.dateRange.duration')}
        </Text>
        <Group gap={6}>
          {RANGE_DURATIONS.map((unit) => (
            <Button key={unit} size="xs" variant="light" disabled={!fromValid} onClick={() => set({ to: durationEnd(range.from, unit) })}>
              {t(`widgets.dateRange.unit.${unit}`)}
            </Button>
          ))}
        </Group>
        <Divider />
        <Radio.Group value={target} onChange={(v) => setTarget(v as ShiftTarget)} label={t('widgets.dateRange.shift')}>
          <Group gap="md" mt={4}>
            {(['start', 'whole', 'end'] as const).map((option) => (
              <Radio key={option} value={option} label={t(`widgets.dateRange.target.${option}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Group gap={6}>
          {SHIFT_UNITS.map((unit) => (
            <Button.Group key={unit}>
              <Button
                size="xs"
                variant="default"
                disabled={!shiftable}
                aria-label={t('widgets.dateRange.shiftBack', { unit: t(`widgets.dateRange.unit.${unit}`) })}
                data-testid={`date-range-shift-${unit}-back`}
                onClick={() => setRange(shiftRange(range, unit, -1, target))}
              >
                −1 {t(`widgets.dateRange.unitShort.${unit}`)}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={!shiftable}
                aria-label={t('widgets.dateRange.shiftForward', { unit: t(`widgets.dateRange.unit.${unit}`) })}
                data-testid={`date-range-shift-${unit}-forward`}
                onClick={() => setRange(shiftRange(range, unit, 1, target))}
              >
                +1 {t(`widgets.dateRange.unitShort.${unit}`)}
              </Button>
            </Button.Group>
          ))}
        </Group>
        <Group justify="flex-end" mt="auto">
          <Button variant="default" onClick={onClose}>
            {t('widgets.dateRange.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (errors.from || errors.to) {
                setTouched({ from: true, to: true });
                return;
              }
              onConfirm(range);
            }}
          >
            {t('widgets.dateRange.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
