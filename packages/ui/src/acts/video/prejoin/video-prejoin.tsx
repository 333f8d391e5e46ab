import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { openSignInDialog } from '../../../auth/index.ts';
import { useSessionStore } from '../../../session/index.ts';
import { BlockingNotice } from '../../blocking/index.ts';
import { VideoCheck } from './video-check.tsx';

export type VideoPrejoinProps = {
  /** Pressed "Join" once every check passed: the caller opens the conference. */
  onReady: () => void;
  /** Milliseconds for the speed test (tests set it). */
  clock?: () => number;
};

/**
 * Issue 16.1, the screen before joining a video conference: sign-in and
 * verified personal data first (acts-domain 5 "a login and confirmed personal
 * data"; the user's `valid` is the civil registry's verification, copied at
 * each sign-in), then the same device, speed and "nobody else may be present"
 * check as `/video_testing` (`VideoCheck`); "Join" is enabled only when all
 * passed. The check's camera is released when this screen goes, so the
 * conference opens its own.
 */
export function VideoPrejoin({ onReady, clock }: VideoPrejoinProps) {
  const signedIn = useSessionStore((s) => s.token !== null);
  const verified = useSessionStore((s) => s.user?.valid === true);
  const [ready, setReady] = useState(false);

  if (!signedIn) {
    return (
      <Alert color="blue" variant="light" data-testid="video-prejoin-sign-in">
        <Stack gap="xs">
          <Text size="sm">
            <Trans>Videokonferensiyaga qo'shilish uchun tizimga kiring.</Trans>
          </Text>
          <Group>
            <Button size="xs" onClick={() => openSignInDialog()}>
              <Trans>Kirish</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (!verified) {
    return (
      <div data-testid="video-prejoin-unverified">
        <BlockingNotice rule={{ code: 'personal_data_not_verified', details: { isMine: true } }} />
      </div>
    );
  }
  return (
    <Stack gap="lg" data-testid="video-prejoin">
      <VideoCheck clock={clock} onReadyChange={setReady} purpose="join" />
      <Group>
        <Button disabled={!ready} onClick={onReady} data-testid="video-prejoin-join">
          <Trans>Videokonferensiyaga qo'shilish</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
