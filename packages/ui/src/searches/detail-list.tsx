import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Label/value pairs of a record, two columns on wide screens: a description list, whose
 * values may hold blocks (a badge, a link list), which a paragraph may not.
 */
export function DetailList({ items, cols = 2 }: { items: ({ label: ReactNode; value: ReactNode; testId?: string } | null | false)[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm" m={0}>
      {items.filter((i): i is { label: ReactNode; value: ReactNode; testId?: string } => Boolean(i)).map((item, index) => (
        <Stack key={index} gap={2}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" m={0} data-testid={item.testId}>
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
