import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Lists what is wrong with an entity's metadata instead of rendering a broken screen. */
export function MetadataProblems({ entity, problems }: { entity: string; problems: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('engine.metadata.invalid', { entity })} role="alert">
      <List size="sm">
        {problems.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
