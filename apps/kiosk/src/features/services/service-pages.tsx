import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';
import { useParams } from 'react-router';

// The kiosk variants of the acts screens: the acts issue fills them; until
// then each route exists, is guarded and shows its heading.

export function KioskMyActsPage() {
  return (
    <Page title={<Trans>Mening notarial harakatlarim</Trans>}>
      <Text c="dimmed" data-testid="my-acts-page">
        <Trans>Siz ishtirok etayotgan notarial harakatlar shu yerda ko'rsatiladi.</Trans>
      </Text>
    </Page>
  );
}

export function KioskEnotarialActPage() {
  const { uuid } = useParams();
  return (
    <Page title={<Trans>Elektron notarial harakat</Trans>}>
      <Text c="dimmed">{uuid}</Text>
    </Page>
  );
}
