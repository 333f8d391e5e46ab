import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function ServiceDetailsPage() {
  return (
    <Page title={<Trans>Xizmat tafsilotlari</Trans>}>
      <Text c="dimmed">
        <Trans>Xizmatning huquqiy tavsifi, kerakli hujjatlar, narxi va muddati.</Trans>
      </Text>
    </Page>
  );
}
