/** What Ctrl+Shift+S saves in local mode: enough to describe the page's state in a bug report. */
export interface StateDump {
  savedAt: string;
  variant: string;
  url: string;
  language: string;
  userAgent: string;
  user: { login: string; roles: string[]; tokens: string[] };
  tenant: unknown;
  session: unknown;
  counters: unknown;
  storage: Record<string, string>;
}

/** The application's own localStorage entries (`edc.*`), the session's tokens never among them. */
export function appStorage(storage: Storage): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith('edc.')) out[key] = storage.getItem(key) ?? '';
  }
  return out;
}

/** True for the Ctrl+Shift+S chord (either Ctrl or the Mac command key). */
export function isStateDumpChord(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.key.toLowerCase() === 's';
}

/** Saves the dump as a JSON file. */
export function downloadJson(name: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
