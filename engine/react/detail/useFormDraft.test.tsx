import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { DRAFT_WRITE_DELAY_MS, DraftStore, draftKey } from '../../core/form';
import { EngineProvider } from '../EngineProvider';
import { fakeHttp } from '../testing/fakeHttp';
import { useFormDraft } from './useFormDraft';
import type { FormDraftOptions } from './useFormDraft';

type Data = Record<string, unknown>;

const VARIANT = 'entity/technologia/7';
const KEY = draftKey('producer', VARIANT);
const saved: Data = { idTechnologia: 7, nazov: 'Fotovoltika', heslo: null, verzia: 3 };
const secrets = new Set(['heslo']);

function setup(initial: Partial<FormDraftOptions>, owner: string | null = 'producer') {
  const http = fakeHttp();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EngineProvider http={http} tokens={new Set()} draftOwner={owner ?? undefined}>
      {children}
    </EngineProvider>
  );
  const store = new DraftStore(window.localStorage);
  return renderHook((props: Partial<FormDraftOptions>) => useFormDraft({ variant: VARIANT, saved, editing: undefined, secrets, store, ...props }), {
    wrapper,
    initialProps: initial,
  });
}

const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as { data: Data; base?: Data } | null;

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useFormDraft', () => {
  it('writes the edited data once typing pauses, without the password, with the record it started from', () => {
    const { rerender } = setup({});
    rerender({ editing: { ...saved, nazov: 'F' } });
    rerender({ editing: { ...saved, nazov: 'Fo', heslo: 'Tajne1!' } });
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS - 1));
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(stored()?.data).toEqual({ idTechnologia: 7, nazov: 'Fo', verzia: 3 });
    expect(stored()?.base).toEqual({ idTechnologia: 7, nazov: 'Fotovoltika', verzia: 3 });
    expect(window.localStorage.getItem(KEY)).not.toContain('Tajne1!');
  });

  it('writes at once when the page is hidden or left (reload, closed tab, login redirect)', () => {
    const { rerender } = setup({});
    rerender({ editing: { ...saved, nazov: 'Pred reloadom' } });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored()?.data.nazov).toBe('Pred reloadom');
    rerender({ editing: { ...saved, nazov: 'Skryté' } });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(stored()?.data.nazov).toBe('Skryté');
  });

  it('offers an earlier draft on return and restores it exactly; it is kept until saved', () => {
    new DraftStore(window.localStorage).write('producer', VARIANT, { ...saved, nazov: 'Z minula' }, saved, secrets);
    const { result, rerender } = setup({});
    expect(result.current.offer).toMatchObject({ stale: false, data: { idTechnologia: 7, nazov: 'Z minula', verzia: 3 } });
    // Editing while the offer is pending does not overwrite it.
    rerender({ editing: { ...saved, nazov: 'Iné' } });
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(stored()?.data.nazov).toBe('Z minula');

    let restored: Data | undefined;
    act(() => {
      restored = result.current.restore();
    });
    expect(restored).toEqual({ idTechnologia: 7, nazov: 'Z minula', verzia: 3 });
    expect(result.current.offer).toBeUndefined();
    rerender({ editing: { ...restored, nazov: 'Z minula 2' } });
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(stored()?.data.nazov).toBe('Z minula 2');
    act(() => result.current.clear());
    expect(stored()).toBeNull();
  });

  it('never offers a draft equal to the saved record, and removes it', () => {
    new DraftStore(window.localStorage).write('producer', VARIANT, { ...saved, nazov: 'Fotovoltika' }, saved);
    const { result } = setup({});
    expect(result.current.offer).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('marks a draft of an older version stale and still lets the user restore or discard it', () => {
    new DraftStore(window.localStorage).write('producer', VARIANT, { ...saved, nazov: 'Moje' }, saved);
    const { result } = setup({ saved: { ...saved, verzia: 4 } });
    expect(result.current.offer).toMatchObject({ stale: true, data: { nazov: 'Moje', verzia: 4 } });
    act(() => result.current.discard());
    expect(result.current.offer).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('another user of the browser is not offered the draft; no user, no drafts', () => {
    new DraftStore(window.localStorage).write('producer', VARIANT, { ...saved, nazov: 'Cudzie' }, saved);
    expect(setup({}, 'operator').result.current.offer).toBeUndefined();
    const anonymous = setup({}, null);
    expect(anonymous.result.current.offer).toBeUndefined();
    anonymous.rerender({ editing: { ...saved, nazov: 'X' } });
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(window.localStorage.length).toBe(1);
  });

  it('editing back to the saved values removes the draft', () => {
    const { rerender } = setup({});
    rerender({ editing: { ...saved, nazov: 'Zmena' } });
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(stored()).not.toBeNull();
    rerender({ editing: { ...saved, nazov: 'Fotovoltika' } });
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(stored()).toBeNull();
  });
});
