import { Trans } from '@lingui/react/macro';
import { Page } from '@notary/ui/layout';
import { EqueueScreen } from '@notary/ui/equeue';
import { useSearchParams } from 'react-router';

/** equeue (sign-in required; the route guard asks for it). `officeId`, `notaryId`, `actTypeId` preselect from the directory and the catalogue. */
export function EqueuePage() {
  const [params] = useSearchParams();
  const actTypeId = Number(params.get('actTypeId'));
  return (
    <Page title={<Trans>Notarius qabuliga yozilish</Trans>}>
      <EqueueScreen
        preselect={{ officeId: params.get('officeId'), notaryId: params.get('notaryId'), actTypeId: Number.isInteger(actTypeId) && actTypeId > 0 ? actTypeId : null }}
      />
    </Page>
  );
}
