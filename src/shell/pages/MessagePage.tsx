import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page inside the main layout that only says something (not found, access denied). */
export function MessagePage({ title, message, homeLabel, children }: { title: string; message: string; homeLabel?: string; children?: ReactNode }) {
  return (
    <Stack gap="md" maw={640} py="lg">
      <Title order={2}>{title}</Title>
      <Text>{message}</Text>
      {children}
      {homeLabel && (
        <div>
          <Button component={Link} to="/" variant="light">
            {homeLabel}
          </Button>
        </div>
      )}
    </Stack>
  );
}
