import { Anchor, Box, Center, Divider, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../app/AppServices';
import logoUrl from '../assets/logo.svg';
import { ServerClock } from '../shell/clock/ServerClock';
import { LanguageMenu } from '../shell/language/LanguageMenu';
import classes from './PublicPage.module.css';

/** Width of the public box (spec 2.1 and 9: 450 px). */
export const PUBLIC_BOX_WIDTH = 450;

/**
 * The frame of every page under /public (no login): a centred 450 px box with logo, title,
 * subtitle, the page's content, a language switch, a link back to the application,
 * the build version and a footer with the server time.
 */
export function PublicPage({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { base, buildVersion, variant } = useAppServices();
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w={PUBLIC_BOX_WIDTH} maw="100%">
        <Stack gap="md">
          <Group justify="space-between" align="center" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Image src={logoUrl} alt="" w={40} h={40} />
              <Text fw={700}>{t(`shell.product.${variant}`)}</Text>
            </Group>
            <LanguageMenu variant="default" />
          </Group>
          <Box>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" mt={4}>
                {subtitle}
              </Text>
            )}
          </Box>
          {children}
          <Anchor href={base}>{t('shell.public.backToApp')}</Anchor>
          <Divider />
          <Group component="footer" justify="space-between" c="dimmed">
            <Text size="xs">{t('shell.public.version', { version: buildVersion })}</Text>
            <Text size="xs">
              {t('shell.public.serverTime')} <ServerClock className={classes.clock} />
            </Text>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
