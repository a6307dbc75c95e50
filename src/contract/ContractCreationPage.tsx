import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ParticipantRegistrationCard } from '../workflow/ParticipantRegistrationCard';

/** `/zmluva/zalozenie-zmluvy`: contract creation (the wizard comes later; for now what it will do). */
export default function ContractCreationPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('shell.contract.create.title')}
      </Title>
      <Text>{t('shell.contract.create.intro')}</Text>
      <Alert color="blue" variant="light">
        {t('shell.contract.create.notYet')}
      </Alert>
      <ParticipantRegistrationCard />
    </Stack>
  );
}
