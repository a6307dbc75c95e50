import { useState } from 'react';
import { vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import type { JsonSchema } from '../../engine/core/form';
import type { HttpClient } from '../../engine/core/http';
import type { EngineWidgetProps, WidgetEntry } from '../../engine/react';
import { EngineProvider } from '../../engine/react';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
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

const NO_TOKENS: ReadonlySet<string> = new Set();

/** Renders a widget with Mantine, i18n and an engine (a fake HTTP client unless given); returns the onChange spy. */
export function renderWidget(entry: WidgetEntry, props: HarnessProps, i18n: I18n = createTestI18n(), http: HttpClient = fakeHttp()) {
  const onChange = vi.fn();
  const result = renderWithI18n(
    <EngineProvider http={http} tokens={NO_TOKENS}>
      <Host entry={entry} props={props} onChange={onChange} />
    </EngineProvider>,
    i18n,
  );
  return { ...result, onChange };
}
