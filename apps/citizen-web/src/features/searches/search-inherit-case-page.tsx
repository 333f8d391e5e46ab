import { Trans } from '@lingui/react/macro';
import { Page } from '@notary/ui/layout';
import { SearchInheritCaseScreen } from '@notary/ui/searches';

/** search_inheritcase */
export function SearchInheritCasePage() {
  return (
    <Page title={<Trans>Meros ishlarini qidirish</Trans>}>
      <SearchInheritCaseScreen />
    </Page>
  );
}
