import { Trans } from '@lingui/react/macro';
import { Page } from '@notary/ui/layout';
import { SearchProxyScreen } from '@notary/ui/searches';
import { useSearchParams } from 'react-router';

/** search_proxy; `?regnum=&regdate=` opens with the check done. */
export function SearchProxyPage() {
  const [params] = useSearchParams();
  return (
    <Page title={<Trans>Ishonchnomani tekshirish</Trans>}>
      <SearchProxyScreen initial={{ regnum: params.get('regnum') ?? '', regdate: params.get('regdate') ?? '' }} />
    </Page>
  );
}
