import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Title } from '@mantine/core';
import { ConferenceScreen, fetchVideoJoinToken, IdentityPanel, openVideoRoom } from '@notary/ui/acts/video/conference';
import { VideoPrejoin } from '@notary/ui/acts/video/prejoin';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { actDeskPath } from '../paths.ts';
import { RegisterInCall } from './register-in-call.tsx';

/**
 * Issue 16.1–16.2: the notary checks the equipment, then opens the act's conference room and joins it from the desk;
 * 16.3 and 16.5: beside the call, each party's identity by face check and the registration once all are confirmed.
 */
export function ActConferencePage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);
  const prepare = useCallback(() => openVideoRoom(uuid), [uuid]);
  const getToken = useCallback(() => fetchVideoJoinToken(uuid), [uuid]);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={actDeskPath(uuid)} size="sm">
        <Trans>← Notarial harakat</Trans>
      </Anchor>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        <Trans>Videokonferensiya</Trans>
      </Title>
      {checked ? (
        <>
          <ConferenceScreen key={uuid} actId={uuid} prepare={prepare} getToken={getToken} canRecord onLeave={() => void navigate(actDeskPath(uuid))} />
          <IdentityPanel actId={uuid} role="notary" />
          <RegisterInCall uuid={uuid} />
        </>
      ) : (
        <VideoPrejoin onReady={() => setChecked(true)} />
      )}
    </Stack>
  );
}
