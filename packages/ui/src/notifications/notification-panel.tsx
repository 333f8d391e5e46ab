import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@notary/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useActTypeName } from '../acts/act-badges.tsx';
import { notifyItemPath, openNotifyWarning } from '../dialogs/index.ts';
import { formatDateTime } from '../format/index.ts';
import { navigateTo } from '../navigation/index.ts';
import { useSessionStore } from '../session/index.ts';
import { BellButton } from './bell-button.tsx';
import { NOTIFICATION_TITLES, notificationDetail } from './notification-texts.ts';
import { notificationsQueryOptions, useMarkAllNotificationsRead, useMarkNotificationRead } from './notifications-api.ts';

function Item({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const { i18n } = useLingui();
  const typeName = useActTypeName();
  const detail = notificationDetail(item);
  const isUnread = item.readAt === null;
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      p="sm"
      style={{ borderRadius: 8, background: isUnread ? 'var(--mantine-color-blue-0)' : undefined, display: 'block', width: '100%' }}
      data-testid="notification-item"
      data-unread={isUnread}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box w={8} h={8} mt={6} style={{ borderRadius: 4, flex: 'none', background: isUnread ? 'var(--mantine-color-blue-8)' : 'transparent' }} aria-hidden="true" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={isUnread ? 700 : 500}>
            {i18n._(NOTIFICATION_TITLES[item.kind])}
          </Text>
          <Text size="sm">{typeName(item.actTypeId, item.actName)}</Text>
          {detail ? (
            <Text size="xs" c="gray.7" lineClamp={2}>
              {detail}
            </Text>
          ) : null}
          <Text size="xs" c="gray.7">
            {formatDateTime(item.createdAt).slice(0, 16)}
            {isUnread ? (
              <>
                {' · '}
                <Trans>o'qilmagan</Trans>
              </>
            ) : null}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The bell's panel (issue 13.10), loaded on the bell's first click: the
 * newest notifications, each opening its act (and marked read), "mark all
 * read", and the user's upcoming acts (the notify-warning dialog of
 * spec/shell.md 2.7, GET /notarial_act/get_notify).
 */
export function NotificationPanel({ unread, size = 'sm' }: { unread: number; size?: 'sm' | 'lg' }) {
  const { t, i18n } = useLingui();
  const [opened, setOpened] = useState(true);
  const mode = useSessionStore((s) => s.mode);
  const query = useQuery(notificationsQueryOptions(i18n.locale));
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const open = (item: Notification) => {
    if (item.readAt === null) markRead.mutate(item.id);
    setOpened(false);
    navigateTo(notifyItemPath({ uuid: item.actId, rid: item.actId }, mode));
  };
  const items = query.data?.items ?? [];
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" radius="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <BellButton unread={unread} size={size} onClick={() => setOpened((o) => !o)} aria-expanded={opened} aria-haspopup="dialog" />
      </Popover.Target>
      <Popover.Dropdown p="xs" data-testid="notification-panel" aria-label={t`Bildirishnomalar`}>
        <Group justify="space-between" px="xs" py={4}>
          <Text fw={700}>
            <Trans>Bildirishnomalar</Trans>
          </Text>
          {unread > 0 ? (
            <Button size="compact-xs" variant="subtle" onClick={() => markAll.mutate()} loading={markAll.isPending} data-testid="notifications-read-all">
              <Trans>Hammasini o'qilgan deb belgilash</Trans>
            </Button>
          ) : null}
        </Group>
        {query.isError ? (
          <Alert color="red" variant="light" m="xs">
            <Trans>Bildirishnomalarni yuklab bo'lmadi.</Trans>
          </Alert>
        ) : items.length === 0 && !query.isPending ? (
          <Text size="sm" c="gray.7" p="sm" data-testid="notifications-empty">
            <Trans>Hozircha bildirishnomalar yo'q</Trans>
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack gap={4}>
              {items.map((item) => (
                <Item key={item.id} item={item} onOpen={open} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Button
          fullWidth
          variant="light"
          mt="xs"
          h="auto"
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          onClick={() => {
            setOpened(false);
            openNotifyWarning();
          }}
          data-testid="notifications-upcoming"
        >
          <Trans>Rejalashtirilgan notarial harakatlarim</Trans>
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
