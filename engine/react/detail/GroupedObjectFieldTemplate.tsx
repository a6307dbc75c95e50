import { Box, Fieldset, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { Templates } from '@rjsf/mantine';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FormGroup, FormTab } from '../../core/form';
import type { ErrorDisplayState } from './errorDisplay';

/** What the engine hands RJSF templates through formContext. */
export interface EngineFormContext {
  /** Fieldsets of the root object, from buildFormModel. */
  groups: FormGroup[];
  /** Tabs of the form (empty: no tabs). */
  tabs?: FormTab[];
  activeTab?: string;
  onTabChange?: (tab: string) => void;
  /** Tabs holding a field with a shown error. */
  tabsWithErrors?: ReadonlySet<string>;
  /** Names of the root fields (to map RJSF ids to fields). */
  fieldNames: string[];
  /** When fields show their errors; absent: always. */
  errorDisplay?: ErrorDisplayState;
}

const DefaultObjectFieldTemplate = Templates.ObjectFieldTemplate;

/** Renders the root object as the model's fieldsets, on tabs when the metadata has them; nested objects keep the theme's layout. */
export function GroupedObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { t } = useTranslation();
  const context = props.registry.formContext as EngineFormContext | undefined;
  if (props.fieldPathId.path.length > 0 || !context?.groups) {
    return DefaultObjectFieldTemplate ? <DefaultObjectFieldTemplate {...props} /> : null;
  }
  const byName = new Map(props.properties.map((p) => [p.name, p]));
  const renderGroup = (group: FormGroup) => {
    const shown = group.fields.map((name) => byName.get(name)).filter((p) => p !== undefined && !p.hidden);
    if (shown.length === 0) return null;
    return (
      <Fieldset key={group.id} legend={t(group.titleKey)} data-group={group.id}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {shown.map((p) => (
            <Box key={p?.name}>{p?.content}</Box>
          ))}
        </SimpleGrid>
      </Fieldset>
    );
  };
  const tabs = context.tabs ?? [];
  if (tabs.length === 0) return <Stack gap="md">{context.groups.map(renderGroup)}</Stack>;
  return (
    <Tabs value={context.activeTab ?? null} onChange={(tab) => tab && context.onTabChange?.(tab)} keepMounted>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.id}
            value={tab.id}
            disabled={tab.disabled}
            color={context.tabsWithErrors?.has(tab.id) ? 'red' : undefined}
            aria-description={context.tabsWithErrors?.has(tab.id) ? t('widgets.form.tabHasErrors') : undefined}
            data-tab={tab.id}
          >
            {t(tab.titleKey)}
            {context.tabsWithErrors?.has(tab.id) ? ' ⚠' : ''}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.id} value={tab.id} pt="md">
          <Stack gap="md">{context.groups.filter((g) => tab.groups.includes(g.id)).map(renderGroup)}</Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
