import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh, IconSearchOff } from '@notary/ui/icons';
import { Page } from '@notary/ui/layout';
import { useUrlFilters } from '@notary/ui/forms';
import { useSmsOutbox, type SmsOutboxFilters } from '../api/get-sms-outbox.ts';
import { filtersOfParams, paramsOfFilters, SMS_OUTBOX_PARAMS } from '../filters.ts';
import { SmsOutboxFilterForm } from './sms-outbox-filter-form.tsx';
import { SmsOutboxTable } from './sms-outbox-table.tsx';

/**
 * Administration (issue 5.6): the messages the shipped SMS gateway wrote to
 * its outbox, newest first, by phone and by act. Failed loads were already
 * told by the shared HTTP client's toast; the page only offers a retry.
 */
export function SmsOutboxPage() {
  const [params, setParams] = useUrlFilters(SMS_OUTBOX_PARAMS);
  const filters = filtersOfParams(params);
  const { data, isPending, isError, isFetching, refetch } = useSmsOutbox(filters);
  const isFiltered = Boolean(filters.phone || filters.actId);

  const apply = (next: SmsOutboxFilters) => setParams(paramsOfFilters(next));

  return (
    <Page
      title={<Trans>Chiquvchi SMS xabarlar</Trans>}
      actions={
        <Button variant="light" leftSection={<IconRefresh size={18} />} loading={isFetching} onClick={() => void refetch()} data-testid="sms-outbox-refresh">
          <Trans>Yangilash</Trans>
        </Button>
      }
    >
      <Card padding="lg" radius="lg" withBorder>
        {/* Remounted when phone or act change from outside (a row's act link, the address bar), not on a page-size change. */}
        <SmsOutboxFilterForm key={`${filters.phone ?? ''}|${filters.actId ?? ''}`} filters={filters} onApply={apply} />
      </Card>
      {isError ? (
        <Alert color="red" variant="light" data-testid="sms-outbox-error">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              <Trans>SMS xabarlar ro'yxatini yuklab bo'lmadi.</Trans>
            </Text>
            <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} loading={isFetching} onClick={() => void refetch()}>
              <Trans>Qayta urinish</Trans>
            </Button>
          </Group>
        </Alert>
      ) : null}
      {isPending && !isError ? (
        <Group justify="center" py="xl" gap="sm" data-testid="sms-outbox-loading">
          <Loader size="sm" />
          <Text c="dimmed">
            <Trans>Yuklanmoqda…</Trans>
          </Text>
        </Group>
      ) : null}
      {data ? (
        data.length === 0 ? (
          <Card padding="xl" radius="lg" withBorder data-testid="sms-outbox-empty">
            <Stack align="center" gap="xs">
              <IconSearchOff size={32} color="var(--mantine-color-gray-5)" />
              <Text c="dimmed" ta="center">
                {isFiltered ? <Trans>Tanlangan filtrlar bo'yicha xabarlar topilmadi.</Trans> : <Trans>Chiquvchi SMS xabarlar hozircha yo'q.</Trans>}
              </Text>
            </Stack>
          </Card>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" data-testid="sms-outbox-count">
              <Trans>Ko'rsatilgan xabarlar: {data.length}</Trans>
            </Text>
            <Card padding={0} radius="lg" withBorder>
              <SmsOutboxTable messages={data} onFilterByAct={(actId) => apply({ ...filters, actId })} />
            </Card>
          </Stack>
        )
      ) : null}
    </Page>
  );
}
