import { Trans } from '@lingui/react/macro';
import { ActCardScreen, MyActsScreen } from '@notary/ui/acts';
import { Page } from '@notary/ui/layout';
import { useParams } from 'react-router';
import { KioskDoneButton } from '../../app/visit/index.ts';

// The kiosk variants of the acts screens (spec/shell.md 2.2): the shared
// screens of @notary/ui/acts, an act's card at enotarial_act/{uuid}. Acts are
// not created at the kiosk (its routes have no new-act page), so the list
// offers no create buttons.

const cardPath = (uuid: string) => `/enotarial_act/${uuid}`;

export function KioskMyActsPage() {
  return (
    <Page title={<Trans>Mening notarial harakatlarim</Trans>}>
      <MyActsScreen cardPath={cardPath} canCreate={false} />
      <KioskDoneButton />
    </Page>
  );
}

export function KioskEnotarialActPage() {
  const { uuid = '' } = useParams();
  return (
    <Page title={<Trans>Elektron notarial harakat</Trans>}>
      <ActCardScreen key={uuid} uuid={uuid} cardPath={cardPath} />
      <KioskDoneButton />
    </Page>
  );
}
