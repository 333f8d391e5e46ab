import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function SearchProxyPage() {
  return (
    <Page title={<Trans>Ishonchnomani tekshirish</Trans>}>
      <Text c="dimmed">
        <Trans>Ishonchnomani reyestr raqami va sanasi bo'yicha tekshiring.</Trans>
      </Text>
    </Page>
  );
}
