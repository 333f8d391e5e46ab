import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** acts-domain 3/4: an act in the register is either active or cancelled. */
export function ActStateBadge({ state, isExpired = false }: { state: 'active' | 'cancelled'; isExpired?: boolean }) {
  if (state === 'cancelled') {
    return (
      <Badge color="red" variant="light" size="lg" data-testid="act-state">
        <Trans>Bekor qilingan</Trans>
      </Badge>
    );
  }
  if (isExpired) {
    return (
      <Badge color="orange" variant="light" size="lg" data-testid="act-state">
        <Trans>Muddati tugagan</Trans>
      </Badge>
    );
  }
  return (
    <Badge color="green" variant="light" size="lg" data-testid="act-state">
      <Trans>Amalda</Trans>
    </Badge>
  );
}
