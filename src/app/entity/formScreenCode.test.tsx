import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense, use } from 'react';
import { act, render, screen } from '@testing-library/react';
import type * as FormScreenCode from './formScreenCode';
import type * as ChunkLoads from '../../shell/progress/chunkLoads';

// The form screen's code as its render reads it (issue 27, first detail open): once an idle
// search has loaded it, the first open draws in the click's own render, without suspending; a
// load still on its way is shown as one (the progress bar), once; a failed one is tried again.
// The real chunk would pull in RJSF and every widget: the loader is replaced, its promise kept.
const loader = vi.hoisted(() => ({ next: (): Promise<unknown> => Promise.resolve({ default: () => 'form' }) }));
vi.mock('./loadFormScreen', () => ({ loadFormScreen: () => loader.next() }));
vi.mock('../../i18n/resources', () => ({ loadAreaTexts: () => Promise.resolve() }));

let code: typeof FormScreenCode;
let chunkLoads: typeof ChunkLoads.chunkLoads;

// Fresh modules per test: the load is cached for the page's life.
beforeEach(async () => {
  vi.resetModules();
  code = await import('./formScreenCode');
  ({ chunkLoads } = await import('../../shell/progress/chunkLoads'));
});

afterEach(() => {
  loader.next = () => Promise.resolve({ default: () => 'form' });
});

function FormScreen() {
  const { default: Screen } = use(code.formScreenCodeForRender()) as unknown as { default: () => string };
  return <p>{Screen()}</p>;
}

describe('the form screen code for a render', () => {
  it('is read at once when the idle search has loaded it: no fallback is drawn, no load is shown', async () => {
    await code.loadFormScreenCode();
    const fallback = vi.fn(() => null);
    function Fallback() {
      return fallback();
    }
    render(
      <Suspense fallback={<Fallback />}>
        <FormScreen />
      </Suspense>,
    );
    // Synchronously in the first render, before any task or microtask runs.
    expect(screen.getByText('form')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
    expect(chunkLoads.getSnapshot()).toBe(false);
  });

  it('shows a load still on its way once, however often the screen renders meanwhile', async () => {
    let finish: (module: unknown) => void = () => undefined;
    loader.next = () => new Promise((resolve) => (finish = resolve));
    const first = code.formScreenCodeForRender();
    expect(code.formScreenCodeForRender()).toBe(first);
    await act(async () => undefined);
    expect(chunkLoads.getSnapshot()).toBe(true);
    await act(async () => {
      finish({ default: () => 'form' });
      await first;
    });
    expect(chunkLoads.getSnapshot()).toBe(false);
    expect(code.formScreenCodeForRender()).toMatchObject({ status: 'fulfilled' });
  });

  it('tries a failed load again on the next render', async () => {
    loader.next = () => Promise.reject(new Error('chunk gone'));
    await expect(code.formScreenCodeForRender()).rejects.toThrow('chunk gone');
    loader.next = () => Promise.resolve({ default: () => 'form' });
    await expect(code.formScreenCodeForRender()).resolves.toHaveProperty('default');
  });
});
