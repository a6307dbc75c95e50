import { Box, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { Templates } from '@rjsf/mantine';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FormGroup } from '../../core/form';

/** What the engine hands RJSF templates through formContext. */
export interface EngineFormContext {
  /** Fieldsets of the root object, from buildFormModel. */
  groups: FormGroup[];
}

const DefaultObjectFieldTemplate = Templates.ObjectFieldTemplate;

/** Renders the root object as the model's fieldsets; nested objects keep the theme's layout. */
export function GroupedObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { t } = useTranslation();
  const context = props.registry.formContext as EngineFormContext | undefined;
  if (props.fieldPathId.path.length > 0 || !context?.groups) {
    return DefaultObjectFieldTemplate ? <DefaultObjectFieldTemplate {...props} /> : null;
  }
  const byName = new Map(props.properties.map((p) => [p.name, p]));
  return (
    <Stack gap="md">
      {context.groups.map((group) => {
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
      })}
    </Stack>
  );
}
