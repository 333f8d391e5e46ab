import { Trans } from '@lingui/react/macro';
import { Page } from '@notary/ui/layout';
import { SearchBanScreen } from '@notary/ui/searches';

/** search_ban (sign-in required; the route guard asks for it). */
export function SearchBanPage() {
  return (
    <Page title={<Trans>Taqiqlarni tekshirish</Trans>}>
      <SearchBanScreen />
    </Page>
  );
}
