import type { EntityMetadata } from '../metadata/types';
import type { FormGroup } from './buildFormModel';

/** One tab of a form: its groups in order. */
export interface FormTab {
  id: string;
  titleKey: string;
  disabled: boolean;
  /** Ids of the groups on this tab. */
  groups: string[];
}

/**
 * The tabs of a form from metadata: each group sits on its `tab`, groups without one (and the
 * trailing 'other' group) on the first tab. Empty when the metadata has no tabs.
 */
export function buildTabs(metadata: Pick<EntityMetadata, 'entity' | 'detail'>, groups: readonly FormGroup[]): FormTab[] {
  const defs = metadata.detail.tabs ?? [];
  if (defs.length === 0) return [];
  const first = defs[0]?.id as string;
  const tabOfGroup = new Map(metadata.detail.layout.map((g) => [g.group, g.tab && defs.some((d) => d.id === g.tab) ? g.tab : first]));
  return defs.map((def) => ({
    id: def.id,
    titleKey: def.titleKey ?? `${metadata.entity}.tab.${def.id}`,
    disabled: def.disabled === true,
    groups: groups.filter((g) => (tabOfGroup.get(g.id) ?? first) === def.id).map((g) => g.id),
  }));
}

/** The tab shown first: the first one that is not disabled (undefined when there is none). */
export function initialTab(tabs: readonly FormTab[]): string | undefined {
  return tabs.find((t) => !t.disabled)?.id;
}

/** The active tab after asking for `requested`: disabled and unknown tabs cannot be selected. */
export function selectTab(tabs: readonly FormTab[], current: string | undefined, requested: string): string | undefined {
  const tab = tabs.find((t) => t.id === requested);
  if (!tab || tab.disabled) return current ?? initialTab(tabs);
  return tab.id;
}

/** The tab a field is on (via its group), or undefined. */
export function tabOfField(tabs: readonly FormTab[], groups: readonly FormGroup[], field: string): string | undefined {
  const group = groups.find((g) => g.fields.includes(field));
  return group ? tabs.find((t) => t.groups.includes(group.id))?.id : undefined;
}

/**
 * The tab to show after an invalid submit: the tab of the first invalid field in form order,
 * preferring fields whose required data is missing ("tab data is required"). Undefined to stay.
 */
export function tabForErrors(
  tabs: readonly FormTab[],
  groups: readonly FormGroup[],
  order: readonly string[],
  invalid: ReadonlySet<string>,
  missingRequired: ReadonlySet<string>,
): string | undefined {
  const first = (set: ReadonlySet<string>) => order.find((f) => set.has(f));
  const field = first(missingRequired) ?? first(invalid);
  if (!field) return undefined;
  const tab = tabOfField(tabs, groups, field);
  return tab && !tabs.find((t) => t.id === tab)?.disabled ? tab : undefined;
}
