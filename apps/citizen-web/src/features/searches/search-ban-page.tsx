import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function SearchBanPage() {
  return (
    <Page title={<Trans>Taqiqlarni tekshirish</Trans>}>
      <Text c="dimmed">
        <Trans>Ko'chmas mulk va transport vositalariga qo'yilgan taqiqlarni tekshiring.</Trans>
      </Text>
    </Page>
  );
}
