import { Trans } from '@lingui/react/macro';
import { Badge, Box, Button, Center, Group, Image, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { FaceCheckResult } from '@notary/face-check/client';
import type { FaceCheckAuth } from '@notary/face-check/protocol';
import { FaceCapture } from '@notary/face-check/overlay';
import { useSessionStore } from '../session/index.ts';

/** Where a face check stands: closed, the camera and guidance (a new `attempt` restarts it), or the best shot while the result is checked. */
export type FaceCheckPhase =
  | { kind: 'closed' }
  | { kind: 'capturing'; auth: FaceCheckAuth; sessionId: string | undefined; attempt: number }
  | { kind: 'verifying'; bestshot: string };

/**
 * spec/shell.md 2.5: the full-screen face check: the camera with the guidance
 * overlay until the service answers, then the best shot while the caller
 * checks the result. Shared by the sign-in (FaceCheckDialog) and the check
 * inside a video conference (issue 16.3); the caller owns the phase and what
 * the result is for.
 */
export function FaceCheckModal({
  phase,
  onResult,
  onError,
  onClose,
}: {
  phase: FaceCheckPhase;
  onResult: (result: FaceCheckResult) => void;
  onError: (error: unknown) => void;
  onClose: () => void;
}) {
  const locale = useSessionStore((s) => s.locale);
  // Issue 15.5: at the kiosk a fixed camera is read from a step away — larger guidance and buttons, the preview centred.
  const isKiosk = useSessionStore((s) => s.mode === 'kiosk');
  const close = onClose;
  return (
    <Modal
      opened={phase.kind !== 'closed'}
      onClose={close}
      fullScreen
      withCloseButton={false}
      closeOnClickOutside={false}
      padding={0}
      transitionProps={{ transition: 'fade', duration: 150 }}
      data-testid="face-check-dialog"
    >
      <Stack gap={0} h="100dvh" bg="dark.8" data-variant={isKiosk ? 'kiosk' : undefined}>
        <Group justify="space-between" px="lg" py={isKiosk ? 'md' : 'sm'} bg="dark.7" wrap="nowrap">
          <Stack gap={isKiosk ? 'xs' : 0}>
            <Title order={isKiosk ? 2 : 3} c="white" fz={isKiosk ? 36 : undefined}>
              <Trans>Yuzni tekshirish</Trans>
            </Title>
            <Text c={isKiosk ? 'white' : 'gray.4'} size="sm" fz={isKiosk ? 28 : undefined} fw={isKiosk ? 500 : undefined} data-testid="face-check-guidance">
              {phase.kind === 'verifying' ? (
                <Trans>Ma'lumotlar tekshirilmoqda, kuting…</Trans>
              ) : (
                <Trans>Yuzingizni ramka ichida tuting va ekrandagi ko'rsatmalarni bajaring</Trans>
              )}
            </Text>
          </Stack>
          <Button variant="white" color="dark" size={isKiosk ? 'xl' : 'md'} h={isKiosk ? 72 : undefined} px={isKiosk ? 40 : undefined} fz={isKiosk ? 26 : undefined} onClick={close} disabled={phase.kind === 'verifying'} data-testid="face-check-close">
            <Trans>Bekor qilish</Trans>
          </Button>
        </Group>
        <Center style={{ flex: 1, minHeight: 0 }} p="md">
          {phase.kind === 'capturing' ? (
            <FaceCapture
              key={phase.attempt}
              auth={phase.auth}
              sessionId={phase.sessionId}
              locale={locale}
              onResult={onResult}
              onError={onError}
              hintFontSize={isKiosk ? 40 : undefined}
              // The kiosk's preview: centred, a fixed 4:3 box under the taller heading, the face frame at eye height.
              style={{ width: isKiosk ? 'min(100%, calc((100dvh - 200px) * 4 / 3))' : 'min(100%, calc((100dvh - 120px) * 4 / 3))', aspectRatio: '4 / 3', borderRadius: 16, marginInline: 'auto' }}
            />
          ) : phase.kind === 'verifying' ? (
            <Stack align="center" gap="md">
              <Box pos="relative">
                <Image
                  src={`data:image/jpeg;base64,${phase.bestshot}`}
                  alt=""
                  radius="lg"
                  w={isKiosk ? 'min(640px, 80vw)' : 'min(480px, 80vw)'}
                  style={{ transform: 'scaleX(-1)' }}
                  data-testid="face-check-bestshot"
                />
                <Badge pos="absolute" top={12} left={12} color="teal" size="lg">
                  <Trans>Eng yaxshi kadr</Trans>
                </Badge>
              </Box>
              <Group gap="sm">
                <Loader color="white" size="sm" />
                <Text c="white" fz={isKiosk ? 28 : undefined}>
                  <Trans>Shaxsingiz tasdiqlanmoqda…</Trans>
                </Text>
              </Group>
            </Stack>
          ) : null}
        </Center>
      </Stack>
    </Modal>
  );
}
