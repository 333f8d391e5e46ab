import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';
import { useParams } from 'react-router';
import { NewActPage } from './components/new-act-page.tsx';

// The acts screens of spec/acts-domain.md 2 come with the acts issue; until
// then each route exists, is guarded (spec/shell.md 2.1, 6) and shows its
// heading, with the breadcrumbs from the route.

export function MyActsPage() {
  return (
    <Page title={<Trans>Mening notarial harakatlarim</Trans>}>
      <Text c="dimmed" data-testid="my-acts-page">
        <Trans>Siz ishtirok etayotgan notarial harakatlar shu yerda ko'rsatiladi.</Trans>
      </Text>
    </Page>
  );
}

export function ActDetailsPage() {
  const { rid } = useParams();
  return <Page title={<Trans>Notarial harakat №{rid}</Trans>} />;
}

export function ActMemberPage() {
  return <Page title={<Trans>Ishtirokchi</Trans>} />;
}

export function ActAutoPage() {
  return <Page title={<Trans>Transport vositasi</Trans>} />;
}

export function ActRealtyPage() {
  return <Page title={<Trans>Ko'chmas mulk</Trans>} />;
}

export function ActOtherPage() {
  return <Page title={<Trans>Boshqa mol-mulk</Trans>} />;
}

/** enotarial_act/{uuid}; -1 is a new act (the chosen type, notary and what it needs, see NewActPage). */
export function EnotarialActPage() {
  const { uuid } = useParams();
  if (uuid === '-1') return <NewActPage />;
  return (
    <Page title={<Trans>Elektron notarial harakat</Trans>}>
      <Text c="dimmed" data-testid="enotarial-act-page">
        {uuid}
      </Text>
    </Page>
  );
}

export function VideoTestingPage() {
  return <Page title={<Trans>Videoaloqani sinash</Trans>} />;
}
