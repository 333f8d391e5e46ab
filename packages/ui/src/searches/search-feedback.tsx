import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isHTTPError } from 'ky';
import { badRequestMessage, tooManyRequestsText } from '../http/error-handling.ts';
import { IconAlert, IconRefresh, IconSearchOff } from '../icons/index.ts';

/**
 * acts-domain 8 "Unexpected search error; retry": shown in place of the
 * result, with a retry button. A 400 is not unexpected: the server said what
 * is wrong with the criteria (a bad date), and its text is shown instead
 * (spec/shell.md 8: 400 → body shown); the same criteria would fail again,
 * so there is nothing to retry.
 */
export function SearchErrorAlert({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  if (isHTTPError(error) && error.response.status === 429) {
    // Throttled (issue 12.5): say how long to wait; the same search works again then.
    return (
      <Alert color="orange" variant="light" icon={<IconAlert />} data-testid="search-error" data-kind="too-many-requests">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" data-testid="search-error-message">
            {tooManyRequestsText(error)}
          </Text>
          <Button size="xs" variant="white" color="orange" leftSection={<IconRefresh size={16} />} onClick={onRetry} data-testid="search-retry">
            <Trans>Qayta urinish</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }
  const validation = badRequestMessage(error);
  if (validation !== null) {
    return (
      <Alert color="orange" variant="light" icon={<IconAlert />} data-testid="search-error" data-kind="bad-request">
        <Text size="sm" data-testid="search-error-message">
          {validation}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlert />} data-testid="search-error" data-kind="unexpected">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" data-testid="search-error-message">
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
