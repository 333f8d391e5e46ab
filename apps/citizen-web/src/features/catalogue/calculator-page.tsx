import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function CalculatorPage() {
  return (
    <Page title={<Trans>Notarial xizmatlar kalkulyatori</Trans>}>
      <Text c="dimmed">
        <Trans>Davlat boji va notarial xizmat haqini hisoblash.</Trans>
      </Text>
    </Page>
  );
}
