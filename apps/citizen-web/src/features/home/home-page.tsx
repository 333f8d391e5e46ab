import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function HomePage() {
  return (
    <Page title={<Trans>Onlayn notarial xizmatlar</Trans>}>
      <Text c="dimmed">
        <Trans>Notarial harakatlarni onlayn tayyorlang, notarius qabuliga yoziling va davlat reyestrlaridan ma'lumot oling.</Trans>
      </Text>
    </Page>
  );
}
