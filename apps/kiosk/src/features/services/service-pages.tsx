import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';
import { useParams } from 'react-router';

// The kiosk variants of the public-service and acts screens: the shared
// screens (packages/ui searches and e-queue, the acts issue) take these
// routes' places when they land; until then each route exists, is guarded
// and shows its heading.

export function KioskSearchProxyPage() {
  return <Page title={<Trans>Ishonchnomani tekshirish</Trans>} />;
}

export function KioskSearchInheritCasePage() {
  return <Page title={<Trans>Meros ishlarini qidirish</Trans>} />;
}

export function KioskSearchBanPage() {
  return <Page title={<Trans>Taqiqlarni tekshirish</Trans>} />;
}

export function KioskEqueuePage() {
  return <Page title={<Trans>Notarius qabuliga yozilish</Trans>} />;
}

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
