import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime } from '../format/index.ts';
import { IconAlert, IconWalk, IconWebcam } from '../icons/index.ts';
import { navigateTo } from '../navigation/index.ts';
import { useSessionStore } from '../session/index.ts';
import { getNotifyItems, notifyItemPath, showsVisitTime, type NotifyItem } from './notify-items.ts';
import { useNotifyWarningStore } from './notify-warning-store.ts';

function ItemBody({ item }: { item: NotifyItem }) {
  const isVideo = item.regtypeid === 2;
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <ThemeIcon size={44} radius="md" variant="light" color={isVideo ? 'grape' : 'blue'} aria-hidden>
        {isVideo ? <IconWebcam size={26} data-testid="icon-webcam" /> : <IconWalk size={26} data-testid="icon-walk" />}
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1 }}>
        <Text fw={600}>{item.na}</Text>
        <Text size="sm" c="dimmed">
          {isVideo ? <Trans>Videokonferensiya orqali</Trans> : <Trans>Notarius idorasida shaxsan</Trans>}
        </Text>
        {showsVisitTime(item) ? (
          <Text size="sm" fw={600} c="grape.8" data-testid="notify-visit">
            <Trans>
              Tashrif: {formatDate(item.visitdate)} {formatTime(item.visittime)}
            </Trans>
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/**
 * spec/shell.md 2.7: the user's upcoming acts, one link each, a walking
 * figure for in-person acts (regtypeid 1) and a webcam for video conferences
 * (2). Links open in a new tab in a browser; the kiosk has a single window.
 */
export function NotifyWarningDialog() {
  const isOpen = useNotifyWarningStore((s) => s.isOpen);
  const close = useNotifyWarningStore((s) => s.close);
  const mode = useSessionStore((s) => s.mode);
  const isSignedIn = useSessionStore((s) => s.token !== null);
  const query = useQuery({ queryKey: ['notarial_act', 'get_notify'], queryFn: () => getNotifyItems(), enabled: isOpen && isSignedIn, staleTime: 0 });
  const items = query.data ?? [];

  return (
    <Modal
      opened={isOpen && isSignedIn}
      onClose={close}
      centered
      size="lg"
      radius="lg"
      padding="xl"
      title={
        <Group gap="sm">
          <ThemeIcon color="orange" variant="light" radius="xl" size={36}>
            <IconAlert size={20} />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            <Trans>Rejalashtirilgan notarial harakatlaringiz</Trans>
          </Text>
        </Group>
      }
      data-testid="notify-warning-dialog"
    >
      <Stack gap="sm">
        {query.isPending ? (
          <Group justify="center" py="lg">
            <Loader />
          </Group>
        ) : query.isError ? (
          <Alert color="red">
            <Trans>Ro'yxatni yuklab bo'lmadi</Trans>
          </Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            <Trans>Yaqin kunlarga rejalashtirilgan notarial harakatlaringiz yo'q</Trans>
          </Text>
        ) : (
          items.map((item, index) => {
            const path = notifyItemPath(item, mode);
            const key = `${item.uuid ?? item.rid ?? index}`;
            return mode === 'browser' ? (
              <Anchor key={key} href={path} target="_blank" rel="noopener noreferrer" underline="never" c="inherit" className="notify-item" data-testid="notify-item">
                <ItemBody item={item} />
              </Anchor>
            ) : (
              <UnstyledButton
                key={key}
                className="notify-item"
                data-testid="notify-item"
                onClick={() => {
                  close();
                  navigateTo(path);
                }}
              >
                <ItemBody item={item} />
              </UnstyledButton>
            );
          })
        )}
        <Group justify="flex-end" mt="sm">
          <Button size="md" onClick={close}>
            <Trans>Tushunarli</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
