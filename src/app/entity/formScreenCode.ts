import { loadAreaTexts } from '../../i18n/resources';
import type EntityFormScreen from './EntityFormScreen';

// A type only: the screen's code stays in its own chunk (loadFormScreen).
type FormScreenModule = { default: typeof EntityFormScreen };

let loading: Promise<FormScreenModule> | undefined;

/**
 * The code and texts every form screen needs: EntityFormScreen's chunk (RJSF, ajv, every widget,
 * every entity's metadata) and every area's texts but the pages' own. Shared by the lazy form
 * screen and the prefetch of an idle search (FormScreenPrefetch), so that a click during the
 * prefetch waits for the same promise rather than starting a second load. A failed load is
 * forgotten: the next call tries again.
 */
export function loadFormScreenCode(): Promise<FormScreenModule> {
  if (!loading) {
    const load = Promise.all([import('./loadFormScreen').then((m) => m.loadFormScreen()), loadAreaTexts()]).then(([module]) => module);
    loading = load;
    load.catch(() => {
      if (loading === load) loading = undefined;
    });
  }
  return loading;
}
