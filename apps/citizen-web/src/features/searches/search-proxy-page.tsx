import { Trans } from '@lingui/react/macro';
import { Page } from '@notary/ui/layout';
import { SearchProxyScreen } from '@notary/ui/searches';

/** search_proxy; `?regnum=&regdate=` opens with the check done (the screen keeps its criteria in the URL). */
export function SearchProxyPage() {
  return (
    <Page title={<Trans>Ishonchnomani tekshirish</Trans>}>
      <SearchProxyScreen />
    </Page>
  );
}
