import { loadAreaTexts } from '../../i18n/resources';
import { trackedLoad } from '../../shell/progress/chunkLoads';
import type EntityFormScreen from './EntityFormScreen';

// A type only: the screen's code stays in its own chunk (loadFormScreen).
type FormScreenModule = { default: typeof EntityFormScreen };

/** A load that says, once done, that it is (the fields React's use() reads to go on without waiting). */
type Load = Promise<FormScreenModule> & { status?: 'fulfilled'; value?: FormScreenModule };

let loading: Load | undefined;
const tracked = new WeakSet<Load>();

/**
 * The code and texts every form screen needs: EntityFormScreen's chunk (RJSF, ajv, every widget,
 * every entity's metadata) and every area's texts but the pages' own. Shared by the form screen
 * and the prefetch of an idle search (FormScreenPrefetch), so that a click during the prefetch
 * waits for the same promise rather than starting a second load. A failed load is forgotten: the
 * next call tries again.
 */
export function loadFormScreenCode(): Promise<FormScreenModule> {
  if (!loading) {
    const load: Load = Promise.all([import('./loadFormScreen').then((m) => m.loadFormScreen()), loadAreaTexts()]).then(([module]) => module);
    loading = load;
    load.then(
      (module) => {
        load.status = 'fulfilled';
        load.value = module;
      },
      () => {
        if (loading === load) loading = undefined;
      },
    );
  }
  return loading;
}

/**
 * The same load for a form screen's render (for use()): once an idle search has loaded the code,
 * the promise says it is fulfilled and the screen draws in the click's own render, where a lazy()
 * component would suspend once more and draw a task later. While the code is still on its way,
 * the load is tracked (the progress bar, the search turned inert), once per load.
 */
export function formScreenCodeForRender(): Promise<FormScreenModule> {
  const load = loadFormScreenCode() as Load;
  if (load.status !== 'fulfilled' && !tracked.has(load)) {
    tracked.add(load);
    void trackedLoad(() => load)();
  }
  return load;
}
