import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import type { DefectField } from '@notary/domain/contracts';
import { DEFECT_PARTY_FIELD_LABELS, DEFECT_SUBJECT_FIELD_LABELS } from './defect-labels.ts';
import { useDefectFields } from './defects-context.tsx';

/**
 * The marked fields of one party or subject that its view does not show as a
 * value of its own (a party's document or address in the parties table): each
 * named, with the notary's note, in red under the row.
 */
export function DefectNotes({ target, targetId, shown = [] }: { target: 'party' | 'subject'; targetId: string; shown?: readonly string[] }) {
  const { i18n } = useLingui();
  const fields = useDefectFields().filter((f): f is Extract<DefectField, { target: 'party' | 'subject' }> => f.target === target && f.targetId === targetId && !shown.includes(f.field));
  if (fields.length === 0) return null;
  return (
    <List size="xs" mt={4} c="red.9" data-testid={`defect-notes-${target}`}>
      {fields.map((f) => (
        <List.Item key={f.field}>
          <Text span size="xs" fw={600} c="red.9">
            <Trans>Notarius belgilagan</Trans>: {i18n._(f.target === 'party' ? DEFECT_PARTY_FIELD_LABELS[f.field as keyof typeof DEFECT_PARTY_FIELD_LABELS] : DEFECT_SUBJECT_FIELD_LABELS[f.field as keyof typeof DEFECT_SUBJECT_FIELD_LABELS])}
          </Text>
          {f.note ? <Text span size="xs" c="red.9">{` — ${f.note}`}</Text> : null}
        </List.Item>
      ))}
    </List>
  );
}
