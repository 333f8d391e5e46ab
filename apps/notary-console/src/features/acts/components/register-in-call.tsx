import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ActGeneral, VideoIdentityState } from '@notary/domain/contracts';
import { actGeneralQueryOptions } from '@notary/ui/acts';
import { useVideoIdentity, type VideoIdentityApi, videoIdentityApi } from '@notary/ui/acts/video/conference';
import { errorMessage } from '@notary/ui/errors';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useVisitTimeCome } from '../api/visit-time.ts';
import { EventDialog } from './event-dialog.tsx';

/**
 * Whether the notary may register from the call (issue 16.5): the machine
 * lets the notary send `register` now (step 8, paid, the visit time come…)
 * and every party is identity-confirmed by face check in the conference
 * (16.3). Otherwise the reason, in the catalogue's words.
 */
export function registerInCallAvailability(
  general: Pick<ActGeneral, 'events' | 'status'>,
  identity: Pick<VideoIdentityState, 'isComplete'> | undefined,
): { isAvailable: boolean; reason: string | null } {
  if (general.status !== 'active') return { isAvailable: false, reason: null };
  const option = general.events.find((o) => o.event === 'register');
  if (!option) return { isAvailable: false, reason: errorMessage('act_event_not_allowed') };
  if (option.blockedBy) return { isAvailable: false, reason: errorMessage(option.blockedBy) };
  if (!identity?.isComplete) return { isAvailable: false, reason: errorMessage('video_identity_not_confirmed') };
  return { isAvailable: true, reason: null };
}

/**
 * Issue 16.5: the notary registers the act from the conference screen, with
 * the console's registration dialog (blank series and number, the
 * confirmation; EventDialog), once every party is confirmed. The parties hear
 * "registered" in the call (IdentityPanel).
 */
export function RegisterInCall({ uuid, identityApi = videoIdentityApi }: { uuid: string; identityApi?: VideoIdentityApi }) {
  const general = useQuery(actGeneralQueryOptions(uuid)).data;
  const identity = useVideoIdentity(uuid, identityApi).data;
  const [isOpen, setOpen] = useState(false);
  // The reason is the catalogue's message read at render: the language switch renders it again.
  useLingui();
  // The set time coming while the notary waits in the call asks the act again: the machine's answer then allows registering.
  useVisitTimeCome(general);
  if (!general || general.actor !== 'notary' || general.status !== 'active') return null;
  const { isAvailable, reason } = registerInCallAvailability(general, identity);
  return (
    <Card withBorder padding="md" data-testid="register-in-call">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>
            <Trans>Ro'yxatga olish</Trans>
          </Text>
          <Button onClick={() => setOpen(true)} disabled={!isAvailable} data-testid="register-in-call-button">
            <Trans>Harakatni ro'yxatga olish</Trans>
          </Button>
        </Group>
        {reason ? (
          <Alert color="gray" variant="light" data-testid="register-in-call-reason">
            {reason}
          </Alert>
        ) : null}
      </Stack>
      <EventDialog general={general} event={isOpen ? 'register' : null} onClose={() => setOpen(false)} />
    </Card>
  );
}
