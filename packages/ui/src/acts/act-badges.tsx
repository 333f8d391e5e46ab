import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import { ACT_TYPES, isActTypeId, type ActStatus } from '@notary/domain/act';
import { useUiLocale } from '../searches/index.ts';
import { READABLE_TEXT, STATUS_COLORS, STATUS_LABELS } from './labels.ts';

export function ActStatusBadge({ status }: { status: ActStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge color={STATUS_COLORS[status]} c={READABLE_TEXT[STATUS_COLORS[status]]} variant="light" style={{ overflow: 'visible' }} styles={{ label: { overflow: 'visible' } }} data-testid="act-status">
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}

/** The act type's name in the reader's language (the API's stored name when the type is unknown). */
export function useActTypeName(): (typeId: number, fallback: string) => string {
  const locale = useUiLocale();
  return (typeId, fallback) => (isActTypeId(typeId) ? ACT_TYPES[typeId].names[locale] : fallback);
}
