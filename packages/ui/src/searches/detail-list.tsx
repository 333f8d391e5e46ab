import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label/value pairs of a record, two columns on wide screens. */
export function DetailList({ items, cols = 2 }: { items: ({ label: ReactNode; value: ReactNode; testId?: string } | null | false)[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm">
      {items.filter((i): i is { label: ReactNode; value: ReactNode; testId?: string } => Boolean(i)).map((item, index) => (
        <Stack key={index} gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text size="sm" data-testid={item.testId}>
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
