import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function UpdateDictPage() {
  return (
    <Page title={<Trans>Ma'lumotnomalarni yangilash</Trans>}>
      <Text c="dimmed">
        <Trans>Tizim ma'lumotnomalarini yangilash.</Trans>
      </Text>
    </Page>
  );
}
