import { Trans } from '@lingui/react/macro';
import { Page } from '@notary/ui/layout';
import { SearchBanScreen, SearchInheritCaseScreen, SearchProxyScreen } from '@notary/ui/searches';
import { KioskDoneButton } from '../../app/visit/index.ts';

// The kiosk's share of the public searches (spec/shell.md 2.2): the shared
// screens of @notary/ui/searches; the on-screen keyboard of the kiosk layout
// serves their inputs.

export function SearchProxyPage() {
  return (
    <Page title={<Trans>Ishonchnomani tekshirish</Trans>}>
      <SearchProxyScreen />
      <KioskDoneButton />
    </Page>
  );
}

export function SearchInheritCasePage() {
  return (
    <Page title={<Trans>Meros ishlarini qidirish</Trans>}>
      <SearchInheritCaseScreen />
      <KioskDoneButton />
    </Page>
  );
}

export function SearchBanPage() {
  return (
    <Page title={<Trans>Taqiqlarni tekshirish</Trans>}>
      <SearchBanScreen />
      <KioskDoneButton />
    </Page>
  );
}
