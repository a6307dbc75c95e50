// Dialog pages live beside the routes (their own React root): after a change to an activity they
// tell the pages that list activities (the dashboard) to read them again.
const EVENT = 'edc:activities-changed';

/** Says that activities changed (assigned, noted). */
export function announceActivitiesChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` whenever activities changed; returns the unsubscribe. */
export function onActivitiesChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
