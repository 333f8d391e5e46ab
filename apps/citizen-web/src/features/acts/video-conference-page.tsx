import { Trans } from '@lingui/react/macro';
import { ConferenceScreen, fetchVideoJoinToken, IdentityPanel } from '@notary/ui/acts/video/conference';
import { VideoPrejoin } from '@notary/ui/acts/video/prejoin';
import { Stack } from '@mantine/core';
import { Page } from '@notary/ui/layout';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';

/**
 * Issue 16.1–16.2: a party's side of the act's video conference
 * (`/enotarial_act/:uuid/video`): the check before joining (sign-in, verified
 * personal data, devices, speed, nobody else present), then the conference,
 * with the party's face check in the call (16.3) and the act's registration seen live (16.5).
 */
export function ActVideoConferencePage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);
  const getToken = useCallback(() => fetchVideoJoinToken(uuid), [uuid]);
  return (
    <Page title={<Trans>Videokonferensiya</Trans>}>
      {checked ? (
        <Stack gap="md">
          <ConferenceScreen key={uuid} actId={uuid} getToken={getToken} onLeave={() => void navigate(`/my_notarial_act/${uuid}`)} />
          <IdentityPanel actId={uuid} role="participant" />
        </Stack>
      ) : (
        <VideoPrejoin onReady={() => setChecked(true)} />
      )}
    </Page>
  );
}
