import { Trans } from '@lingui/react/macro';
import { Page } from '@notary/ui/layout';
import { EqueueScreen } from '@notary/ui/equeue';

/** equeue (sign-in required; the route guard asks for it). `?officeId=&notaryId=&actTypeId=` from the directory and the catalogue preselect (the screen keeps its choices in the URL). */
export function EqueuePage() {
  return (
    <Page title={<Trans>Notarius qabuliga yozilish</Trans>}>
      <EqueueScreen />
    </Page>
  );
}
