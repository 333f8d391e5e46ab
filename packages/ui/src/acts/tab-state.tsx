import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A card tab's (or a tab section's) loading, failure (with a retry) and empty states around its content.
 * The texts default to the general ones; a section that says more names its own (and its test ids).
 */
export function TabState({
  query,
  empty,
  emptyText,
  emptyTestId = 'tab-empty',
  errorText,
  errorTestId,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty?: boolean;
  emptyText?: ReactNode;
  emptyTestId?: string;
  errorText?: ReactNode;
  errorTestId?: string;
  children: ReactNode;
}) {
  const { t } = useLinguiMacro();
  if (query.isPending) return <Loader size="sm" aria-label={t`Yuklanmoqda`} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" data-testid={errorTestId}>
        <Group justify="space-between">
          {errorText ?? <Trans>Ma'lumotni yuklab bo'lmadi.</Trans>}
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            <Trans>Qayta urinish</Trans>
          </Button>
        </Group>
      </Alert>
    );
  if (empty)
    return (
      <Text c="gray.7" data-testid={emptyTestId}>
        {emptyText ?? <Trans>Ma'lumot yo'q</Trans>}
      </Text>
    );
  return <>{children}</>;
}
