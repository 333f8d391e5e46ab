import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlert, IconRefresh, IconSearchOff } from '../icons/index.ts';

/** acts-domain 8 "Unexpected search error; retry": shown in place of the result, with a retry button. */
export function SearchErrorAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlert />} data-testid="search-error">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          <Trans>Qidiruvda kutilmagan xatolik yuz berdi. Qayta urinib ko'ring</Trans>
        </Text>
        <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry} data-testid="search-retry">
          <Trans>Qayta urinish</Trans>
        </Button>
      </Group>
    </Alert>
  );
}

/** An empty result: not an error, the registry simply has no such record. */
export function NotFoundAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="gray" variant="light" icon={<IconSearchOff />} data-testid="search-not-found">
      {children}
    </Alert>
  );
}
