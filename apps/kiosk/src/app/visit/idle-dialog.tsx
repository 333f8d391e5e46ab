import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Issue 15.3: "are you still there?" with the seconds left before the visit ends. */
export function IdleDialog({ secondsLeft, stillHere, onExpire }: { secondsLeft: number; stillHere: () => void; onExpire: () => void }) {
  return (
    <Modal
      opened
      onClose={stillHere}
      centered
      size="lg"
      radius="lg"
      withCloseButton={false}
      // Shown at once: a countdown that starts behind an animation loses its first second.
      transitionProps={{ duration: 0 }}
      title={
        <Text fz="xl" fw={700}>
          <Trans>Siz hali shu yerdamisiz?</Trans>
        </Text>
      }
      data-testid="kiosk-idle-dialog"
    >
      <Stack gap="lg">
        <Text fz="lg">
          <Trans>
            Shaxsiy ma'lumotlaringiz himoyasi uchun seans <b data-testid="kiosk-idle-seconds">{secondsLeft}</b> soniyadan keyin yakunlanadi va kiritilgan
            ma'lumotlar o'chiriladi.
          </Trans>
        </Text>
        <Group grow>
          <Button size="xl" variant="default" onClick={onExpire} data-testid="kiosk-idle-end">
            <Trans>Yakunlash</Trans>
          </Button>
          <Button size="xl" onClick={stillHere} data-testid="kiosk-idle-continue">
            <Trans>Davom etish</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
