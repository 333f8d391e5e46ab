import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { endKioskVisit } from '@notary/ui/auth';

/**
 * Issue 15.3: "done" under each kiosk screen ends the visit there and then
 * (sign-out, storage wiped, the kiosk afresh at its sign-in page), so the
 * next visitor finds nothing of it.
 */
export function KioskDoneButton({ onDone = () => void endKioskVisit() }: { onDone?: () => void }) {
  return (
    <Group justify="center" mt="xl">
      <Button size="xl" radius="lg" color="teal.9" onClick={onDone} data-testid="kiosk-done">
        <Trans>Tayyor — seansni yakunlash</Trans>
      </Button>
    </Group>
  );
}
