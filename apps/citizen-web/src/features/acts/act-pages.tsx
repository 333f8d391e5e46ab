import { Trans } from '@lingui/react/macro';
import { ActCardScreen, ActPartyScreen, ActSubjectScreen, ActWizardLink, MyActsScreen, SimplifiedWizardLink, type PartPath } from '@notary/ui/acts';
import { Page } from '@notary/ui/layout';
import { useParams, useSearchParams } from 'react-router';
import { ActWizardPage, NewActPage, wizardPath } from './components/new-act-page.tsx';
import { InvitationPage, SimplifiedWizardPage, simplifiedWizardPath } from './components/simplified-pages.tsx';
import { VideoCheck } from '@notary/ui/acts/video/prejoin';

// The acts screens of spec/acts-domain.md 2 live in @notary/ui/acts (shared
// with the kiosk); the citizen web opens an act's card at
// /my_notarial_act/{rid} (rid = the act's id) and at /enotarial_act/{uuid}.

const cardPath = (uuid: string) => `/my_notarial_act/${uuid}`;
const conferencePath = (uuid: string) => `/enotarial_act/${uuid}/video`;
/** The act's parts under its card (spec/shell.md 2.1). */
const partPathOf =
  (uuid: string): PartPath =>
  (part, id) =>
    `${cardPath(uuid)}/${part}/${id}`;

/** Where the card's "edit the act" leads (the notary's defects): the act's own wizard. */
const editPath = (uuid: string, isSimplified: boolean) => (isSimplified ? simplifiedWizardPath(uuid) : wizardPath(uuid));

export function MyActsPage() {
  return (
    <Page title={<Trans>Mening notarial harakatlarim</Trans>}>
      <MyActsScreen cardPath={cardPath} />
    </Page>
  );
}

export function ActDetailsPage() {
  const { rid = '' } = useParams();
  return (
    <Page
      title={<Trans>Notarial harakat</Trans>}
      actions={
        <>
          <ActWizardLink uuid={rid} wizardPath={wizardPath} />
          <SimplifiedWizardLink uuid={rid} wizardPath={simplifiedWizardPath} />
        </>
      }
    >
      <ActCardScreen key={rid} uuid={rid} cardPath={cardPath} partPath={partPathOf(rid)} editPath={editPath} conferencePath={conferencePath} />
    </Page>
  );
}

export function ActMemberPage() {
  const { rid = '', id = '' } = useParams();
  return (
    <Page title={<Trans>Ishtirokchi</Trans>}>
      <ActPartyScreen uuid={rid} partyId={id} cardPath={cardPath(rid)} />
    </Page>
  );
}

export function ActAutoPage() {
  const { rid = '', id = '' } = useParams();
  return (
    <Page title={<Trans>Transport vositasi</Trans>}>
      <ActSubjectScreen uuid={rid} subjectId={id} kind="vehicle" cardPath={cardPath(rid)} />
    </Page>
  );
}

export function ActRealtyPage() {
  const { rid = '', id = '' } = useParams();
  return (
    <Page title={<Trans>Ko'chmas mulk</Trans>}>
      <ActSubjectScreen uuid={rid} subjectId={id} kind="real_estate" cardPath={cardPath(rid)} />
    </Page>
  );
}

export function ActOtherPage() {
  const { rid = '', id = '' } = useParams();
  return (
    <Page title={<Trans>Boshqa mol-mulk</Trans>}>
      <ActSubjectScreen uuid={rid} subjectId={id} kind="other" cardPath={cardPath(rid)} />
    </Page>
  );
}

/**
 * enotarial_act/{uuid}; -1 is a new act (NewActPage: the type, then the wizard); ?wizard=1 a draft in the wizard;
 * ?simplified=1 the simplified vehicle sale/gift wizard (new with -1&type=1|4); ?invite= the invitation link.
 */
export function EnotarialActPage() {
  const { uuid } = useParams();
  const [params] = useSearchParams();
  const isSimplified = params.get('simplified') === '1';
  const invite = params.get('invite');
  if (uuid === '-1') return isSimplified ? <SimplifiedWizardPage uuid={null} cardPath={cardPath} /> : <NewActPage />;
  if (uuid && invite) return <InvitationPage uuid={uuid} token={invite} cardPath={cardPath} />;
  if (uuid && isSimplified) return <SimplifiedWizardPage key={uuid} uuid={uuid} cardPath={cardPath} />;
  if (uuid && params.get('wizard') === '1') return <ActWizardPage key={uuid} uuid={uuid} />;
  return (
    <Page
      title={<Trans>Elektron notarial harakat</Trans>}
      actions={
        <>
          <ActWizardLink uuid={uuid ?? ''} wizardPath={wizardPath} />
          <SimplifiedWizardLink uuid={uuid ?? ''} wizardPath={simplifiedWizardPath} />
        </>
      }
    >
      <ActCardScreen key={uuid} uuid={uuid ?? ''} cardPath={cardPath} partPath={partPathOf(uuid ?? '')} editPath={editPath} conferencePath={conferencePath} />
    </Page>
  );
}

export function VideoTestingPage() {
  return (
    <Page title={<Trans>Videoaloqani sinash</Trans>}>
      <VideoCheck />
    </Page>
  );
}
