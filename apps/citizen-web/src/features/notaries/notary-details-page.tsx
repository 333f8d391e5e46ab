import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';

/** The shell's stand-in until the public-services screens land; the breadcrumbs come from the route. */
export function NotaryDetailsPage() {
  return (
    <Page title={<Trans>Notarius haqida ma'lumot</Trans>}>
      <Text c="dimmed">
        <Trans>Notariusning idorasi, ish vaqti va baholari.</Trans>
      </Text>
    </Page>
  );
}
