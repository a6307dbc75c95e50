import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { END_BUTTON_CLASS, LightInput, OVER_INPUT_CLASS, type LightInputProps } from './LightInput';
import own from './LightInput.module.css';

// Where the light input puts a button at the input's end. The grid rows themselves are laid out
// by Chromium only (zmluva.spec.ts checks the calendar button over its input, and the form bench
// the geometry); here: which elements there are and which row the root names.
function draw(props: Partial<LightInputProps>) {
  const button = <button type="button" className={END_BUTTON_CLASS} aria-label="Kalendár" />;
  render(<div data-testid="host">{LightInput({ id: 'datum', label: 'Dátum', rightButton: button, ...props })}</div>);
  const root = screen.getByTestId('host').firstElementChild as HTMLElement;
  return { root, input: document.getElementById('datum') as HTMLInputElement, button: screen.getByRole('button', { name: 'Kalendár' }) };
}

describe('LightInput with a button at the input end', () => {
  it('draws root, label, input and button: no wrapper around the input and the button', () => {
    const { root, input, button } = draw({});
    expect(input.parentElement).toBe(root);
    expect(button.parentElement).toBe(root);
    expect(root.querySelectorAll('*')).toHaveLength(3);
    // The wrapper's variables the input reads (its right padding for the button) are on the root.
    expect(root).toHaveAttribute('data-with-right-section', 'true');
    expect(root.className).toContain(own.endGrid);
  });

  it("names the input's row, the second, after the label", () => {
    expect(draw({}).root.className).toContain(own.inputRow2);
  });

  it('names the third row when help stands between the label and the input', () => {
    expect(draw({ description: 'Deň, od ktorého platí' }).root.className).toContain(own.inputRow3);
  });

  it('names the first row without a label', () => {
    expect(draw({ label: undefined, 'aria-label': 'Dátum' }).root.className).toContain(own.inputRow1);
  });

  it('keeps the input (and its focus) when an error comes, the gap above the error on the error', () => {
    const button = <button type="button" className={END_BUTTON_CLASS} aria-label="Kalendár" />;
    const field = (error?: string) => LightInput({ id: 'datum', label: 'Dátum', rightButton: button, error });
    const { rerender } = render(field());
    const input = document.getElementById('datum') as HTMLInputElement;
    input.focus();
    rerender(field('Neplatný dátum'));
    expect(document.getElementById('datum')).toBe(input);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Neplatný dátum')).toHaveStyle({ marginTop: 'calc(var(--mantine-spacing-xs) / 2)' });
    expect(input.getAttribute('style')).toBeNull();
  });

  it("places an overlay's anchor in the same row as the button", () => {
    const { root } = draw({ overlay: <span className={OVER_INPUT_CLASS} data-testid="anchor" /> });
    expect(screen.getByTestId('anchor').parentElement).toBe(root);
  });
});
