import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function EqueuePage() {
  return (
    <Page title={<Trans>Notarius qabuliga yozilish</Trans>}>
      <Text c="dimmed">
        <Trans>Elektron navbat orqali notarius qabuliga yoziling.</Trans>
      </Text>
    </Page>
  );
}
