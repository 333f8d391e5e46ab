import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a details screen (service details, a new act's requirements). */
export function SectionCard({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
