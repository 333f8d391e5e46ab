import { Trans } from '@lingui/react/macro';
import { ConferenceScreen, fetchVideoJoinToken } from '@notary/ui/acts/video/conference';
import { VideoPrejoin } from '@notary/ui/acts/video/prejoin';
import { Page } from '@notary/ui/layout';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';

/**
 * Issue 16.1–16.2: a party's side of the act's video conference
 * (`/enotarial_act/:uuid/video`): the check before joining (sign-in, verified
 * personal data, devices, speed, nobody else present), then the conference.
 */
export function ActVideoConferencePage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);
  const getToken = useCallback(() => fetchVideoJoinToken(uuid), [uuid]);
  return (
    <Page title={<Trans>Videokonferensiya</Trans>}>
      {checked ? (
        <ConferenceScreen key={uuid} actId={uuid} getToken={getToken} onLeave={() => void navigate(`/my_notarial_act/${uuid}`)} />
      ) : (
        <VideoPrejoin onReady={() => setChecked(true)} />
      )}
    </Page>
  );
}
