import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function SearchNotarialActPage() {
  return (
    <Page title={<Trans>Notarial harakatni tekshirish</Trans>}>
      <Text c="dimmed">
        <Trans>Notarial harakatni reyestr raqami bo'yicha tekshiring.</Trans>
      </Text>
    </Page>
  );
}
