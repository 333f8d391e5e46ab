import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card tab's loading, failure (with a retry) and empty states around its content. */
export function TabState({ query, empty, children }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown }; empty?: boolean; children: ReactNode }) {
  const { t } = useLinguiMacro();
  if (query.isPending) return <Loader size="sm" aria-label={t`Yuklanmoqda`} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light">
        <Group justify="space-between">
          <Trans>Ma'lumotni yuklab bo'lmadi.</Trans>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            <Trans>Qayta urinish</Trans>
          </Button>
        </Group>
      </Alert>
    );
  if (empty)
    return (
      <Text c="gray.7" data-testid="tab-empty">
        <Trans>Ma'lumot yo'q</Trans>
      </Text>
    );
  return <>{children}</>;
}
