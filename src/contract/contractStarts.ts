import type { MenuEntry } from '../../metadata/menu';

/**
 * The contract kinds a user can start: the contract group's menu entries that start a process
 * (`/start-process/…`), so the menu and the contract-creation page offer the same ones under the
 * same tokens. Each may have a description `shell.contract.create.about.{label's last part}`.
 */
export function contractStarts(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.filter((entry) => entry.group === 'zmluvy' && entry.path.startsWith('/start-process/'));
}

/** The text key describing a contract start (`workflow.menu.zmluvaZoNova` → `shell.contract.create.about.zmluvaZoNova`). */
export function contractStartAboutKey(entry: MenuEntry): string {
  return `shell.contract.create.about.${entry.labelKey.slice(entry.labelKey.lastIndexOf('.') + 1)}`;
}
