import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DraftOffer, DraftStore } from '../../core/form';
import { DRAFT_WRITE_DELAY_MS, browserDraftStore, draftOffer, sameValues } from '../../core/form';
import { useEngine } from '../EngineProvider';

type Data = Record<string, unknown>;

export interface FormDraftOptions {
  /** Which form (`entityDraftVariant`, `stepDraftVariant`); undefined: no draft (read-only, loading). */
  variant: string | undefined;
  /** The record as saved now, as the unedited form holds it; undefined while loading. */
  saved: Data | undefined;
  /** The form's data while the user edits it; undefined when not editing. */
  editing: Data | undefined;
  /** Fields never stored (passwords). */
  secrets: ReadonlySet<string>;
  /** The store (tests); the browser's localStorage by default. */
  store?: DraftStore;
}

export interface FormDraft {
  /** A draft from an earlier visit the user has not decided on yet. */
  offer: DraftOffer | undefined;
  /** Hands the offered data to the form (which keeps the draft going); undefined without an offer. */
  restore: () => Data | undefined;
  /** Forgets the draft, offered or current (the user discards, or cancels editing). */
  discard: () => void;
  /** The data was saved: the draft is done. */
  clear: () => void;
}

const NO_SECRETS: ReadonlySet<string> = new Set();
// Expired drafts are removed once per page load, on the first form that keeps drafts.
let purged = false;

/**
 * Keeps a form's unsaved data as a draft in the browser, the one place both the detail screen
 * and a workflow step's form use: on return it offers an earlier draft (unless it equals the
 * record as saved); while the user edits, it writes the data once typing pauses (~500 ms) and at
 * once when the page is hidden or left (reload, closed tab, a login redirect). A pending offer
 * is never overwritten: the user restores or discards it first.
 */
export function useFormDraft({ variant, saved, editing, secrets = NO_SECRETS, store: given }: FormDraftOptions): FormDraft {
  const { draftOwner } = useEngine();
  const store = useMemo(() => given ?? browserDraftStore(), [given]);
  const active = variant !== undefined && draftOwner !== undefined && store !== undefined;
  // The offer is decided once per form: read when the saved record is first known.
  const [checked, setChecked] = useState<{ variant: string; offer: DraftOffer | undefined } | undefined>(undefined);
  const isChecked = checked !== undefined && checked.variant === variant;

  useEffect(() => {
    if (!active || saved === undefined || isChecked) return;
    if (!purged) {
      purged = true;
      store.purgeExpired();
    }
    const stored = store.read(draftOwner, variant);
    const offer = stored ? draftOffer(stored, saved, secrets) : undefined;
    // A draft equal to the record brings nothing: it is dropped, never offered.
    if (stored && !offer) store.remove(draftOwner, variant);
    setChecked({ variant, offer });
  }, [active, saved, isChecked, store, draftOwner, variant, secrets]);

  const offer = isChecked ? checked.offer : undefined;
  const writable = active && isChecked && offer === undefined;

  // The record editing started from, stored with the draft to tell later whether it changed meanwhile.
  const base = useRef<Data | undefined>(undefined);
  if (editing === undefined || !writable) base.current = undefined;
  else if (base.current === undefined) base.current = saved;

  const pending = useRef<(() => void) | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const write = pending.current;
    pending.current = undefined;
    write?.();
  }, []);

  useEffect(() => {
    if (!writable || editing === undefined || saved === undefined) return;
    const owner = draftOwner as string;
    const key = variant as string;
    const startedFrom = base.current;
    pending.current = sameValues(editing, saved, secrets)
      ? () => store.remove(owner, key) // back to what is saved: nothing to keep
      : () => store.write(owner, key, editing, startedFrom, secrets);
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
  }, [writable, editing, saved, secrets, store, draftOwner, variant, flush]);

  // Reload, closing the tab, a redirect to the login, switching away: write now, not in 500 ms.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      // Leaving the form (another route) keeps what was typed.
      flush();
    };
  }, [flush]);

  const forget = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
    if (active) store.remove(draftOwner, variant);
    if (variant !== undefined) setChecked({ variant, offer: undefined });
  }, [active, store, draftOwner, variant]);

  const restore = useCallback(() => {
    if (!offer || variant === undefined) return undefined;
    setChecked({ variant, offer: undefined });
    return offer.data;
  }, [offer, variant]);

  return useMemo(() => ({ offer, restore, discard: forget, clear: forget }), [offer, restore, forget]);
}
