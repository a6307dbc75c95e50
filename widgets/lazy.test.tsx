import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../engine/react/testing/renderWithProviders';
import { widgets } from './index';
import { widgetKinds } from './kinds';
import { lazyWidgets } from './lazy';
import { loaderNames, loadWidget } from './loaders';

describe('widget kinds', () => {
  it('name the eager and the lazy widgets alike, in the same order, with the same testers', () => {
    expect(widgets.map((w) => w.name)).toEqual(widgetKinds.map((k) => k.name));
    expect(lazyWidgets.map((w) => w.name)).toEqual(widgetKinds.map((k) => k.name));
    widgets.forEach((entry, i) => {
      expect(entry.tester).toBe(widgetKinds[i]?.tester);
      expect(lazyWidgets[i]?.tester).toBe(entry.tester);
    });
  });

  it('load the same component as the eager entry, with one loader per kind and none besides', async () => {
    for (const [i, kind] of widgetKinds.entries()) expect(await loadWidget(kind.name)).toBe(widgets[i]?.component);
    expect([...loaderNames].sort()).toEqual(widgetKinds.map((k) => k.name).sort());
  });

  it('render a labelled placeholder until the component has loaded, then the widget', async () => {
    const Text = lazyWidgets.find((w) => w.name === 'text')?.component;
    if (!Text) throw new Error('no text widget');
    renderWithI18n(<Text id="t" name="nazov" label="Názov" value="Slnko" onChange={() => undefined} schema={{ type: 'string' }} options={{}} />);
    // The placeholder holds the label and the place, disabled; the real input follows with the value.
    expect(screen.getByLabelText('Názov')).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('Názov')).toHaveValue('Slnko'));
    expect(screen.getByLabelText('Názov')).not.toBeDisabled();
  });
});
