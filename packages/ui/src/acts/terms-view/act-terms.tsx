import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { formatDate, formatTiyin } from '../../format/index.ts';
import { DetailList } from '../../searches/index.ts';
import type { ActGeneral } from '../api/types.ts';
import { useDefectFields, useDefectMarker } from '../defects/index.ts';

function money(amount: string | null): string | null {
  if (amount === null || amount === '') return null;
  const n = Number(amount);
  return Number.isFinite(n) ? formatTiyin(Math.round(n * 100)) : amount;
}

/**
 * The act's own terms (acts-domain 3: term from and to, validity, sums,
 * loan, place) on the general tab (its phone is the tab's own line), each marked where the notary
 * marked it when returning the act. Only the terms the act has are listed,
 * and a marked term is listed even when empty (the notary asks for it).
 */
export function ActTerms({ general }: { general: ActGeneral }) {
  const mark = useDefectMarker('act');
  const defects = useDefectFields();
  const marked = new Set((general.defectFields ?? []).filter((f) => f.target === 'act').map((f) => f.field as string));
  const item = (field: string, label: React.ReactNode, value: React.ReactNode) =>
    value === null || value === undefined || value === '' ? (marked.has(field) ? mark(field, { label, value: null, testId: `term-${field}` }) : null) : mark(field, { label, value, testId: `term-${field}` });
  const items = [
    item('termFrom', <Trans>Muddat boshlanishi</Trans>, formatDate(general.termFrom)),
    item('termTo', <Trans>Muddat tugashi</Trans>, formatDate(general.termTo)),
    item('validUntil', <Trans>Amal qilish muddati</Trans>, formatDate(general.validUntil)),
    item('sum', <Trans>Summa</Trans>, money(general.sum)),
    item('totalSum', <Trans>Umumiy summa</Trans>, money(general.totalSum)),
    item('loanSum', <Trans>Qarz summasi</Trans>, money(general.loanSum)),
    item('loanTerm', <Trans>Qarz muddati (oy)</Trans>, general.loanTerm),
    item('location', <Trans>Rasmiylashtirish joyi</Trans>, general.location),
    item('address', <Trans>Manzil</Trans>, general.address),
  ].filter(Boolean);
  // Shown while the notary's marks on the act's own terms are to be fixed; the terms' editor (../terms) is the tab's otherwise.
  if (items.length === 0 || !defects.some((f) => f.target === 'act')) return null;
  return (
    <Stack gap="xs" mt="lg" data-testid="act-terms">
      <Title order={3} fz="md">
        <Trans>Notarius belgilagan harakat shartlari</Trans>
      </Title>
      <DetailList items={items} />
    </Stack>
  );
}
