import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function CataloguePage() {
  return (
    <Page title={<Trans>Notarial xizmatlar</Trans>}>
      <Text c="dimmed">
        <Trans>Notarial xizmatlar ro'yxati va ularning tavsifi.</Trans>
      </Text>
    </Page>
  );
}
