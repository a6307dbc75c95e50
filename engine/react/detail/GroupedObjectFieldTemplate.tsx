import { memo } from 'react';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { Fieldset, SimpleGrid, Stack, Tabs } from '@mantine/core';
import Templates from '@rjsf/mantine/lib/templates/index.js';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FormGroup, FormTab } from '../../core/form';
import type { FormStore } from '../../core/form';
import type { EngineWidgetProps } from '../registry/types';
import type { FormDisplayStore } from './formDisplayStore';
import { useFormDisplay } from './formDisplayStore';
import { useFormTexts } from './formTexts';
import own from './GroupedObjectFieldTemplate.module.css';

/** What the engine hands RJSF templates through formContext. */
export interface EngineFormContext {
  /** Fieldsets of the root object, from buildFormModel. */
  groups: FormGroup[];
  /** Tabs of the form (empty: no tabs). */
  tabs?: FormTab[];
  onTabChange?: (tab: string) => void;
  /** Names of the root fields (to map RJSF ids to fields). */
  fieldNames: string[];
  /** The active tab and the tabs with errors; absent: the first tab. */
  display?: FormDisplayStore;
  /** The form's store: fields read there whether they show their errors (touched, dirty, submitted); absent: always. */
  store?: FormStore;
  /** Compiles one top-level field's own rules (on its first focus), ahead of its first check. */
  compileField?: (name: string) => void;
  /** The registry's widget components by name: plain top-level fields are drawn with them directly (LeanField). */
  widgets?: Readonly<Record<string, ComponentType<EngineWidgetProps>>>;
  /** Content shown on a tab after its fieldsets (related lists), by tab id. */
  tabContent?: Readonly<Record<string, ReactNode>>;
}

const DefaultObjectFieldTemplate = Templates.ObjectFieldTemplate;

interface GroupFieldsetProps {
  id: string;
  legend: string;
  /** The shown fields' names and rendered elements (keyed by name, see RootObjectField), in order. */
  fields: { name: string; content: ReactNode; wide: boolean }[];
}

/** Same fields (by element identity, see RootObjectField) and legend: nothing to redraw. */
function sameGroup(a: GroupFieldsetProps, b: GroupFieldsetProps): boolean {
  return (
    a.id === b.id &&
    a.legend === b.legend &&
    a.fields.length === b.fields.length &&
    a.fields.every((field, i) => field.name === b.fields[i]?.name && field.content === b.fields[i]?.content && field.wide === b.fields[i]?.wide)
  );
}

const WIDE = { gridColumn: '1 / -1' } as const;

/**
 * Whether a field spans both columns: objects and lists (an address block, a document table) need
 * the width, and metadata can ask for it with `ui:options.wide`.
 */
export function isWideField(schema: unknown, uiSchema: unknown): boolean {
  const type = (schema as { type?: unknown } | undefined)?.type;
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('object') || types.includes('array')) return true;
  const options = (uiSchema as { 'ui:options'?: { wide?: unknown } } | undefined)?.['ui:options'];
  return options?.wide === true;
}

/** Height of a row of fields and of a fieldset's legend and padding, for the estimate below (px). */
const ROW_PX = 72;
const FRAME_PX = 64;

/**
 * A fieldset's style: the browser skips style and layout of a fieldset out of view
 * (content-visibility: auto) until it is scrolled to, focused or searched, which halves the work
 * of drawing a long form; its height is estimated until it was drawn once (two columns of ~72 px
 * rows), then remembered (`auto`). Its fields stay in the page (inputs, labels, focus, find).
 */
export function lazyGroupStyle(fields: readonly { wide: boolean }[]): CSSProperties {
  let rows = 0;
  let half = false;
  for (const field of fields) {
    if (field.wide) {
      // A wide field closes a half-filled row and takes one of its own.
      rows += half ? 2 : 1;
      half = false;
    } else if (half) {
      rows += 1;
      half = false;
    } else half = true;
  }
  if (half) rows += 1;
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${rows * ROW_PX + FRAME_PX}px` };
}

// Mantine's Fieldset (variant "default") and SimpleGrid (one column, two from "sm", spacing "md",
// vertical "sm") drawn directly with their class names: a large form's ten fieldsets skip their
// component layers, and the grids share one style sheet (our class) instead of a <style> element each.
const FIELDSET_CLASS = `${Fieldset.classes['root--default'] ?? ''} ${Fieldset.classes.root} mantine-Fieldset-root`;
const LEGEND_CLASS = `${Fieldset.classes.legend} mantine-Fieldset-legend`;
const GRID_CLASS = `${SimpleGrid.classes.root} mantine-SimpleGrid-root${own.grid ? ` ${own.grid}` : ''}`;

/** One fieldset of the form; a change elsewhere in the form leaves it alone. */
const GroupFieldset = memo(function GroupFieldset({ id, legend, fields }: GroupFieldsetProps) {
  return (
    <fieldset className={FIELDSET_CLASS} data-variant="default" data-group={id} style={lazyGroupStyle(fields)}>
      {legend && <legend className={LEGEND_CLASS}>{legend}</legend>}
      <div className={GRID_CLASS}>
        {fields.map((field) =>
          // A field draws one element (LeanField's div, or the div of the theme's FieldTemplate
          // around RJSF's field): it is the grid's cell itself, one element less per field of a
          // large form. Only a wide one needs a cell spanning the row.
          field.wide ? (
            <div key={field.name} style={WIDE}>
              {field.content}
            </div>
          ) : (
            field.content
          ),
        )}
      </div>
    </fieldset>
  );
}, sameGroup);

/** Renders the root object as the model's fieldsets, on tabs when the metadata has them; nested objects keep the theme's layout. */
export function GroupedObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  // The form's texts (plain keys straight from the resources), not i18next's t per legend.
  const { t } = useFormTexts();
  const context = props.registry.formContext as EngineFormContext | undefined;
  const display = useFormDisplay(context?.display);
  if (props.fieldPathId.path.length > 0 || !context?.groups) {
    return DefaultObjectFieldTemplate ? <DefaultObjectFieldTemplate {...props} /> : null;
  }
  const byName = new Map(props.properties.map((p) => [p.name, p]));
  const renderGroup = (group: FormGroup) => {
    const shown = group.fields.flatMap((name) => {
      const p = byName.get(name);
      if (!p || p.hidden) return [];
      const wide = isWideField(props.schema.properties?.[name], (props.uiSchema as Record<string, unknown> | undefined)?.[name]);
      return [{ name: p.name, content: p.content, wide }];
    });
    if (shown.length === 0) return null;
    return <GroupFieldset key={group.id} id={group.id} legend={t(group.titleKey)} fields={shown} />;
  };
  const tabs = context.tabs ?? [];
  const activeTab = display?.activeTab;
  const tabsWithErrors = display?.tabsWithErrors;
  if (tabs.length === 0) return <Stack gap="md">{context.groups.map(renderGroup)}</Stack>;
  return (
    <Tabs value={activeTab ?? null} onChange={(tab) => tab && context.onTabChange?.(tab)} keepMounted>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.id}
            value={tab.id}
            disabled={tab.disabled}
            color={tabsWithErrors?.has(tab.id) ? 'red' : undefined}
            aria-description={tabsWithErrors?.has(tab.id) ? t('widgets.form.tabHasErrors') : undefined}
            data-tab={tab.id}
          >
            {t(tab.titleKey)}
            {tabsWithErrors?.has(tab.id) ? ' ⚠' : ''}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.id} value={tab.id} pt="md">
          <Stack gap="md">
            {context.groups.filter((g) => tab.groups.includes(g.id)).map(renderGroup)}
            {context.tabContent?.[tab.id]}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
