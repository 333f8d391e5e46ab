import { Trans } from '@lingui/react/macro';
import { ConferenceScreen, fetchVideoJoinToken } from '@notary/ui/acts/video/conference';
import { Page } from '@notary/ui/layout';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';

/** Issue 16.2: a party's side of the act's video conference (`/enotarial_act/:uuid/video`). */
export function ActVideoConferencePage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const getToken = useCallback(() => fetchVideoJoinToken(uuid), [uuid]);
  return (
    <Page title={<Trans>Videokonferensiya</Trans>}>
      <ConferenceScreen key={uuid} actId={uuid} getToken={getToken} onLeave={() => void navigate(`/my_notarial_act/${uuid}`)} />
    </Page>
  );
}
