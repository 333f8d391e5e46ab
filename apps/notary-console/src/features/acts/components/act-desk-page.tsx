import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Stack } from '@mantine/core';
import { ActCardScreen } from '@notary/ui/acts';
import { Link, useParams } from 'react-router';
import { actConferencePath, actDeskPath, OFFICE_ACTS_PATH } from '../paths.ts';
import { HistoryPanel } from './history-panel.tsx';
import { NotaryDesk } from './notary-desk.tsx';

/** One act at the notary's desk: the shared act card, with the notary's desk for actions and the history's notes and audit tools. */
export function ActDeskPage() {
  const { uuid = '' } = useParams();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={OFFICE_ACTS_PATH} size="sm" data-testid="back-to-inbox">
        <Trans>← Idoraning harakatlari</Trans>
      </Anchor>
      <ActCardScreen
        key={uuid}
        uuid={uuid}
        cardPath={actDeskPath}
        renderActions={(general) => (
          <Stack gap="sm">
            {/* Issue 16.2: a video act's conference, from the confirmed time (payment, registration). */}
            {general.regtype === 2 && general.status === 'active' && (general.step === 7 || general.step === 8) ? (
              <Button component={Link} to={actConferencePath(uuid)} data-testid="open-conference" style={{ alignSelf: 'flex-start' }}>
                <Trans>Videokonferensiyani ochish</Trans>
              </Button>
            ) : null}
            <NotaryDesk general={general} />
          </Stack>
        )}
        renderHistory={(id) => <HistoryPanel uuid={id} />}
      />
    </Stack>
  );
}
