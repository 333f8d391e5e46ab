import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { DefectField } from '@notary/domain/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconAlert } from '../../icons/index.ts';
import { useActParties, useActSubjects } from '../api/acts-api.ts';
import type { ActGeneral, ActSubject } from '../api/types.ts';
import { DEFECT_ACT_FIELD_LABELS, DEFECT_PARTY_FIELD_LABELS, DEFECT_SUBJECT_FIELD_LABELS } from './defect-labels.ts';

/** Whether the card shows the notary's defects: the act is back in Preparation with the notary's remarks. */
export function isReturnedWithDefects(general: Pick<ActGeneral, 'step' | 'status' | 'defects' | 'defectFields'>): boolean {
  return general.status === 'active' && general.step === 1 && (Boolean(general.defects) || (general.defectFields ?? []).length > 0);
}

function subjectName(subject: ActSubject | undefined): string | null {
  if (!subject) return null;
  return subject.stateNumber ?? subject.cadastreNumber ?? subject.description ?? null;
}

function FieldLine({ label, note }: { label: string; note: string }) {
  return (
    <List.Item data-testid="defect-line">
      <Text span fw={600} size="sm">
        {label}
      </Text>
      {note ? <Text span size="sm">{`: ${note}`}</Text> : null}
    </List.Item>
  );
}

function FieldGroup({ title, tab, children }: { title: ReactNode; tab: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={{ search: `?tab=${tab}` }} size="sm" fw={600}>
        {title}
      </Anchor>
      <List size="sm" spacing={2}>
        {children}
      </List>
    </Stack>
  );
}

/**
 * acts-domain 4 "The notary checks. Shortcomings are shown first. The notary
 * may return the act with defects, and the applicant fixes and resends it":
 * the first thing on the card of a returned act. The free-text remark, then
 * each marked field by what it belongs to (the act's terms, each party, each
 * subject) with the note and a link to the tab where it is highlighted.
 * Resending is the machine's send_for_check among the card's actions, with
 * its confirmation.
 */
export function DefectsPanel({ general, editAction }: { general: ActGeneral; editAction?: ReactNode }) {
  const { i18n } = useLingui();
  const fields = general.defectFields ?? [];
  const hasParties = fields.some((f) => f.target === 'party');
  const hasSubjects = fields.some((f) => f.target === 'subject');
  const parties = useActParties(general.uuid, hasParties);
  const subjects = useActSubjects(general.uuid, hasSubjects);
  const actFields = fields.filter((f): f is Extract<DefectField, { target: 'act' }> => f.target === 'act');
  type Marked = Extract<DefectField, { target: 'party' | 'subject' }>;
  const byTarget = (target: 'party' | 'subject') => {
    const groups = new Map<string, Marked[]>();
    for (const f of fields) if (f.target === target) groups.set(f.targetId, [...(groups.get(f.targetId) ?? []), f]);
    return [...groups];
  };
  return (
    <Alert color="red" variant="light" icon={<IconAlert aria-hidden />} data-testid="defects-panel" title={<Trans>Notarius harakatni kamchiliklar bilan qaytardi</Trans>}>
      <Stack gap="sm">
        {general.defects ? (
          <Stack gap={2}>
            <Title order={3} fz="sm">
              <Trans>Notarius izohi</Trans>
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="defects-text">
              {general.defects}
            </Text>
          </Stack>
        ) : null}
        {fields.length > 0 ? (
          <Stack gap="xs" data-testid="defects-fields">
            <Title order={3} fz="sm">
              <Trans>Tuzatilishi kerak bo'lgan maydonlar</Trans>
            </Title>
            {actFields.length > 0 ? (
              <FieldGroup title={<Trans>Harakat shartlari</Trans>} tab="general">
                {actFields.map((f) => (
                  <FieldLine key={f.field} label={i18n._(DEFECT_ACT_FIELD_LABELS[f.field])} note={f.note} />
                ))}
              </FieldGroup>
            ) : null}
            {byTarget('party').map(([id, list]) => {
              const name = parties.data?.find((p) => p.id === id)?.fullname;
              return (
                <FieldGroup key={id} title={name ? <Trans>Ishtirokchi: {name}</Trans> : <Trans>Ishtirokchi</Trans>} tab="parties">
                  {list.map((f) => (
                    <FieldLine key={f.field} label={i18n._(DEFECT_PARTY_FIELD_LABELS[f.field as keyof typeof DEFECT_PARTY_FIELD_LABELS])} note={f.note} />
                  ))}
                </FieldGroup>
              );
            })}
            {byTarget('subject').map(([id, list]) => {
              const name = subjectName(subjects.data?.find((s) => s.id === id));
              return (
                <FieldGroup key={id} title={name ? <Trans>Obyekt: {name}</Trans> : <Trans>Obyekt</Trans>} tab="subjects">
                  {list.map((f) => (
                    <FieldLine key={f.field} label={i18n._(DEFECT_SUBJECT_FIELD_LABELS[f.field as keyof typeof DEFECT_SUBJECT_FIELD_LABELS])} note={f.note} />
                  ))}
                </FieldGroup>
              );
            })}
          </Stack>
        ) : null}
        <Text size="sm" data-testid="defects-way-out">
          <Trans>Belgilangan kamchiliklarni tuzating va harakatni «Tekshirishga yuborish» tugmasi bilan notariusga qayta yuboring.</Trans>
        </Text>
        {editAction}
      </Stack>
    </Alert>
  );
}
