import { useRef, useState } from 'react';
import type { DragEvent, KeyboardEvent } from 'react';
import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GridSettings } from '../../core/grid';
import { focusIfLost } from '../a11y/focusReturn';
import { isCustomized, moveColumn, moveColumnTo, setColumnHidden } from '../../core/grid';
import type { GridColumn } from './types';

export interface ColumnChooserProps {
  columns: readonly GridColumn[];
  settings: GridSettings;
  onChange: (settings: GridSettings) => void;
  onReset: () => void;
}

/** The chooser, opened at once when `defaultOpened` (ColumnChooser loads it on the first click). */
export interface ColumnChooserPopoverProps extends ColumnChooserProps {
  defaultOpened?: boolean;
}

/**
 * Shows, hides and reorders columns: a check box per column, up and down buttons (keyboard)
 * and drag and drop (mouse); reset returns to the metadata's columns.
 */
export default function ColumnChooserPopover({ columns, settings, onChange, onReset, defaultOpened }: ColumnChooserPopoverProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const escaped = useRef(false);
  // Escape gives the focus back to the button once the dropdown has gone. Mantine's own return
  // misses the first opening: the button clicked then was ColumnChooser's stand-in, replaced by this one.
  const onDropdownKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') escaped.current = true;
  };
  const onClosed = () => {
    if (escaped.current) focusIfLost(button.current);
    escaped.current = false;
  };
  const byId = new Map(columns.map((c) => [c.id, c]));
  const visibleCount = settings.order.length - settings.hidden.length;
  const onDrop = (event: DragEvent, target: string) => {
    event.preventDefault();
    if (dragged && dragged !== target) onChange(moveColumnTo(settings, dragged, target));
    setDragged(null);
    setOver(null);
  };
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus defaultOpened={defaultOpened} onExitTransitionEnd={onClosed}>
      <Popover.Target>
        <Button ref={button} variant="default" size="xs">
          {t('grid.columns.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('grid.columns.title')} role="dialog">
        {/* Mantine's Escape handler keeps the key from the dropdown's own handlers: listen inside it. */}
        <div onKeyDown={onDropdownKey}>
        <Text fw={600} size="sm" mb="xs">
          {t('grid.columns.title')}
        </Text>
        <Stack gap={4} role="list">
          {settings.order.map((id, index) => {
            const column = byId.get(id);
            if (!column) return null;
            const hidden = settings.hidden.includes(id);
            const header = column.header;
            return (
              <Group
                key={id}
                gap={4}
                wrap="nowrap"
                role="listitem"
                draggable
                data-column-id={id}
                onDragStart={(event) => {
                  // Some browsers start a drag only with data set.
                  event.dataTransfer.setData('text/plain', id);
                  event.dataTransfer.effectAllowed = 'move';
                  setDragged(id);
                }}
                onDragOver={(event) => {
                  event.preventDefault();
                  if (over !== id) setOver(id);
                }}
                onDrop={(event) => onDrop(event, id)}
                // Dropped outside the list or cancelled with Escape: nothing moves.
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                data-drop-target={(dragged !== null && dragged !== id && over === id) || undefined}
                style={{
                  cursor: 'grab',
                  opacity: dragged === id ? 0.5 : 1,
                  // Where the dragged column lands: above the target when moving up, below it when moving down.
                  boxShadow:
                    dragged !== null && dragged !== id && over === id
                      ? `0 ${settings.order.indexOf(dragged) > index ? -2 : 2}px 0 0 var(--mantine-primary-color-filled)`
                      : undefined,
                }}
              >
                <Checkbox
                  size="xs"
                  label={header}
                  checked={!hidden}
                  disabled={column.hideable === false || (!hidden && visibleCount <= 1)}
                  onChange={(event) => onChange(setColumnHidden(settings, id, !event.currentTarget.checked))}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={t('grid.columns.moveUp', { column: header })}
                  disabled={index === 0}
                  onClick={() => onChange(moveColumn(settings, id, -1))}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={t('grid.columns.moveDown', { column: header })}
                  disabled={index === settings.order.length - 1}
                  onClick={() => onChange(moveColumn(settings, id, 1))}
                >
                  ↓
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
        <Button mt="sm" size="xs" variant="light" onClick={onReset} disabled={!isCustomized(settings, columns.map((c) => c.id))}>
          {t('grid.columns.reset')}
        </Button>
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}
