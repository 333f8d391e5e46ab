import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function SearchInheritCasePage() {
  return (
    <Page title={<Trans>Meros ishlarini qidirish</Trans>}>
      <Text c="dimmed">
        <Trans>Meros ishlarini vafot etgan shaxs ma'lumotlari bo'yicha qidiring.</Trans>
      </Text>
    </Page>
  );
}
