import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonSchema } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { renderWidget } from './widgetHarness';

/** What the contract needs to render a widget: a schema it accepts and a valid value. */
export interface ContractSample {
  schema: JsonSchema;
  value: unknown;
  options?: Record<string, unknown>;
}

function labelOf(id: string): HTMLLabelElement {
  const label = document.querySelector<HTMLLabelElement>(`label[for="${id}"]`);
  if (!label) throw new Error(`no label for #${id}`);
  return label;
}

/**
 * A label marked required: Mantine's asterisk span in it, or the `data-required` from which the
 * light inputs' label class draws the asterisk (CSS, which jsdom does not draw: the e2e specs
 * read it in Chromium).
 */
function requiredMark(label: HTMLLabelElement): boolean {
  return (label.textContent ?? '').includes('*') || label.hasAttribute('data-required');
}

/** The behaviour every widget must have: label, required marker, first error shown, disabled. */
export function describeWidgetContract(entry: WidgetEntry, sample: ContractSample) {
  const base = { schema: sample.schema, value: sample.value, options: sample.options ?? {} };

  describe(`${entry.name} widget contract`, () => {
    it('labels its input', () => {
      renderWidget(entry, { ...base, label: 'Názov poľa' });
      expect(labelOf('field')).toHaveTextContent('Názov poľa');
      expect(screen.getAllByLabelText(/Názov poľa/)).toContain(document.getElementById('field'));
    });

    it('marks a required field and only then', () => {
      const { unmount } = renderWidget(entry, { ...base, required: true });
      expect(requiredMark(labelOf('field'))).toBe(true);
      unmount();
      renderWidget(entry, { ...base, required: false });
      expect(requiredMark(labelOf('field'))).toBe(false);
    });

    it('shows the first error only', () => {
      renderWidget(entry, { ...base, rawErrors: ['Prvá chyba', 'Druhá chyba'] });
      expect(screen.getByText('Prvá chyba')).toBeInTheDocument();
      expect(screen.queryByText('Druhá chyba')).not.toBeInTheDocument();
    });

    it('can be disabled', () => {
      renderWidget(entry, { ...base, disabled: true });
      expect(document.getElementById('field')).toBeDisabled();
    });

    it('is reached with the keyboard', async () => {
      renderWidget(entry, base);
      await userEvent.setup().tab();
      expect(document.getElementById('field')).toHaveFocus();
    });
  });
}
