import { Trans } from '@lingui/react/macro';
import { InvitationScreen, SimplifiedWizard, type SimplifiedTypeId } from '@notary/ui/acts';
import { Page } from '@notary/ui/layout';
import { useNavigate, useSearchParams } from 'react-router';

/** /enotarial_act/{uuid}?simplified=1: a simplified act's wizard (spec/shell.md 2.1 has no route of its own for it). */
export const simplifiedWizardPath = (uuid: string) => `/enotarial_act/${uuid}?simplified=1`;

/**
 * The simplified vehicle sale or gift wizard (acts-domain 4 "Wizards"):
 * /enotarial_act/-1?type=1|4&simplified=1 for a new act ("create a
 * simplified act" on My acts), /enotarial_act/{uuid}?simplified=1 for one
 * under way.
 */
export function SimplifiedWizardPage({ uuid, cardPath }: { uuid: string | null; cardPath: (uuid: string) => string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const typeId: SimplifiedTypeId = params.get('type') === '4' ? 4 : 1;
  return (
    <Page title={<Trans>Soddalashtirilgan notarial harakat</Trans>}>
      <SimplifiedWizard
        uuid={uuid}
        typeId={typeId}
        onTypeChange={(next) => navigate(`/enotarial_act/-1?type=${next}&simplified=1`, { replace: true })}
        onCreated={(created) => navigate(simplifiedWizardPath(created), { replace: true })}
        cardPath={cardPath}
      />
    </Page>
  );
}

/** /enotarial_act/{uuid}?invite={token}: the SMS / QR invitation link (services/api invitationPath). */
export function InvitationPage({ uuid, token, cardPath }: { uuid: string; token: string; cardPath: (uuid: string) => string }) {
  return (
    <Page title={<Trans>Notarial harakatga taklif</Trans>}>
      <InvitationScreen uuid={uuid} token={token} actPath={(id, isSimplified) => (isSimplified ? simplifiedWizardPath(id) : cardPath(id))} />
    </Page>
  );
}
