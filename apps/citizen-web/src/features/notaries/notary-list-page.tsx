import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function NotaryListPage() {
  return (
    <Page title={<Trans>Notariuslar</Trans>}>
      <Text c="dimmed">
        <Trans>Notariuslar va notarial idoralar ro'yxati.</Trans>
      </Text>
    </Page>
  );
}
