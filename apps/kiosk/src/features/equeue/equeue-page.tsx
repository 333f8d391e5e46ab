import { Trans } from '@lingui/react/macro';
import { EqueueScreen } from '@notary/ui/equeue';
import { Page } from '@notary/ui/layout';
import { KioskDoneButton } from '../../app/visit/index.ts';

/** The kiosk's e-queue: the shared screen; at the office the citizen checks in here ("Keldim"). */
export function EqueuePage() {
  return (
    <Page title={<Trans>Notarius qabuliga yozilish</Trans>}>
      <EqueueScreen />
      <KioskDoneButton />
    </Page>
  );
}
