import { Trans } from '@lingui/react/macro';
import { Anchor, Stack } from '@mantine/core';
import { ActCardScreen } from '@notary/ui/acts';
import { Link, useParams } from 'react-router';
import { actDeskPath, OFFICE_ACTS_PATH } from '../paths.ts';
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
        renderActions={(general) => <NotaryDesk general={general} />}
        renderHistory={(id) => <HistoryPanel uuid={id} />}
      />
    </Stack>
  );
}
