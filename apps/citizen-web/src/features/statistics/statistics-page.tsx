import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function StatisticsPage() {
  return (
    <Page title={<Trans>Statistika</Trans>}>
      <Text c="dimmed">
        <Trans>Notarial harakatlar statistikasi.</Trans>
      </Text>
    </Page>
  );
}
