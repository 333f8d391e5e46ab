import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type PageProps = {
  title: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
};

/**
 * A screen's heading and body. The breadcrumbs above it come from the
 * route's `handle.crumb` and are drawn by the layout, so a page never draws
 * its own.
 */
export function Page({ title, actions, children }: PageProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      {children}
    </Stack>
  );
}
