import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Markdown } from './markdownOnDemand';

describe('Markdown loaded on demand (what @rjsf/core draws markdown with in the build)', () => {
  it('shows the text as it is while the parser loads, then the formatted text', async () => {
    const { container } = render(<Markdown options={{ disableParsingRawHTML: true }}>{'Pozor: **povinné** pole'}</Markdown>);
    expect(container.textContent).toBe('Pozor: **povinné** pole');
    const strong = await screen.findByText('povinné');
    expect(strong.tagName).toBe('STRONG');
    expect(container.textContent).toBe('Pozor: povinné pole');
  });

  it('keeps raw HTML out, as @rjsf/core asks', async () => {
    const { container } = render(<Markdown options={{ disableParsingRawHTML: true }}>{'<img src=x onerror="alert(1)"> a **b**'}</Markdown>);
    await screen.findByText('b');
    expect(container.querySelector('img')).toBeNull();
  });
});
