import { useState } from 'react';
import { vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import type { JsonSchema } from '../../engine/core/form';
import type { EngineWidgetProps, WidgetEntry } from '../../engine/react';
import { createTestI18n, renderWithI18n } from '../../engine/react/testing/renderWithProviders';

/** Props a widget test may set; the rest get defaults. */
export type HarnessProps = Partial<Omit<EngineWidgetProps, 'onChange'>> & { schema: JsonSchema };

/** Holds the value like a form would, so typing accumulates, and reports each change to `onChange`. */
function Host({ entry, props, onChange }: { entry: WidgetEntry; props: HarnessProps; onChange: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(props.value);
  const Widget = entry.component;
  return (
    <Widget
      id="field"
      name="field"
      label="Pole"
      options={{}}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Renders a widget with Mantine and i18n; returns the onChange spy. */
export function renderWidget(entry: WidgetEntry, props: HarnessProps, i18n: I18n = createTestI18n()) {
  const onChange = vi.fn();
  const result = renderWithI18n(<Host entry={entry} props={props} onChange={onChange} />, i18n);
  return { ...result, onChange };
}
