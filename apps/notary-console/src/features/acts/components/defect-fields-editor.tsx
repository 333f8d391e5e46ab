import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { ActionIcon, Button, Group, List, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { DEFECT_ACT_FIELDS, DEFECT_PARTY_FIELDS, DEFECT_SUBJECT_FIELDS, MAX_DEFECT_FIELDS, type DefectField } from '@notary/domain/contracts';
import {
  DEFECT_ACT_FIELD_LABELS,
  DEFECT_PARTY_FIELD_LABELS,
  DEFECT_SUBJECT_FIELD_LABELS,
  PARTY_ROLE_LABELS,
  useActParties,
  useActSubjects,
  type ActParty,
  type ActSubject,
} from '@notary/ui/acts';
import { useState } from 'react';

/** What a mark belongs to, as the target select's value: 'act', 'party:<id>' or 'subject:<id>'. */
type TargetKey = 'act' | `party:${string}` | `subject:${string}`;

/** A mark's key: one mark per field of one target. */
export function defectKey(field: DefectField): string {
  return field.target === 'act' ? `act:${field.field}` : `${field.target}:${field.targetId}:${field.field}`;
}

/** The mark the editor's three inputs describe, or null when the field does not belong to the target. */
export function defectOf(target: TargetKey, field: string, note: string): DefectField | null {
  const trimmed = note.trim();
  if (target === 'act') return (DEFECT_ACT_FIELDS as readonly string[]).includes(field) ? { target: 'act', field: field as (typeof DEFECT_ACT_FIELDS)[number], note: trimmed } : null;
  const [kind, targetId] = target.split(':') as ['party' | 'subject', string];
  if (kind === 'party') return (DEFECT_PARTY_FIELDS as readonly string[]).includes(field) ? { target: 'party', targetId, field: field as (typeof DEFECT_PARTY_FIELDS)[number], note: trimmed } : null;
  return (DEFECT_SUBJECT_FIELDS as readonly string[]).includes(field) ? { target: 'subject', targetId, field: field as (typeof DEFECT_SUBJECT_FIELDS)[number], note: trimmed } : null;
}

function subjectName(subject: ActSubject): string {
  return subject.stateNumber ?? subject.cadastreNumber ?? subject.description ?? '';
}

/**
 * acts-domain 4 "return with defects (remarks per field)": the notary picks
 * what a wrong field belongs to (the act's terms, a party, a subject), the
 * field and a note; the marks go to the API as `defectFields` and the
 * applicant's card outlines exactly those fields (packages/ui acts/defects).
 */
export function DefectFieldsEditor({ uuid, value, onChange }: { uuid: string; value: readonly DefectField[]; onChange: (next: DefectField[]) => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const parties = useActParties(uuid);
  const subjects = useActSubjects(uuid);
  const [target, setTarget] = useState<TargetKey>('act');
  const [field, setField] = useState<string>('');
  const [note, setNote] = useState('');

  const partyName = (party: ActParty) => `${party.fullname || party.pin || ''} (${i18n._(PARTY_ROLE_LABELS[party.role])})`;
  const targets: { value: TargetKey; label: string }[] = [
    { value: 'act', label: t`Harakat shartlari` },
    ...(parties.data ?? []).map((p) => ({ value: `party:${p.id}` as const, label: t`Ishtirokchi: ${partyName(p)}` })),
    ...(subjects.data ?? []).map((s) => ({ value: `subject:${s.id}` as const, label: t`Obyekt: ${subjectName(s)}` })),
  ];
  const kind = target === 'act' ? 'act' : target.startsWith('party:') ? 'party' : 'subject';
  const fieldOptions =
    kind === 'act'
      ? DEFECT_ACT_FIELDS.map((f) => ({ value: f, label: i18n._(DEFECT_ACT_FIELD_LABELS[f]) }))
      : kind === 'party'
        ? DEFECT_PARTY_FIELDS.map((f) => ({ value: f, label: i18n._(DEFECT_PARTY_FIELD_LABELS[f]) }))
        : DEFECT_SUBJECT_FIELDS.map((f) => ({ value: f, label: i18n._(DEFECT_SUBJECT_FIELD_LABELS[f]) }));
  const chosen = fieldOptions.some((o) => o.value === field) ? field : '';
  const candidate = chosen ? defectOf(target, chosen, note) : null;
  const isFull = value.length >= MAX_DEFECT_FIELDS;

  const add = () => {
    if (!candidate) return;
    const key = defectKey(candidate);
    // Marking the same field again replaces its note.
    onChange([...value.filter((f) => defectKey(f) !== key), candidate]);
    setField('');
    setNote('');
  };

  const targetLabel = (mark: DefectField) =>
    targets.find((o) => o.value === (mark.target === 'act' ? 'act' : `${mark.target}:${mark.targetId}`))?.label ?? (mark.target === 'party' ? t`Ishtirokchi` : t`Obyekt`);
  const fieldLabel = (mark: DefectField) =>
    i18n._(
      mark.target === 'act'
        ? DEFECT_ACT_FIELD_LABELS[mark.field]
        : mark.target === 'party'
          ? DEFECT_PARTY_FIELD_LABELS[mark.field]
          : DEFECT_SUBJECT_FIELD_LABELS[mark.field],
    );

  return (
    <Stack gap="xs" data-testid="defect-fields">
      <Title order={3} fz="sm">
        <Trans>Noto'g'ri maydonlar</Trans>
      </Title>
      <Group grow align="flex-end" gap="xs">
        <NativeSelect
          label={t`Nimaga tegishli`}
          value={target}
          onChange={(e) => {
            setTarget(e.currentTarget.value as TargetKey);
            setField('');
          }}
          data={targets}
          data-testid="defect-target"
        />
        <NativeSelect
          label={t`Maydon`}
          value={chosen}
          onChange={(e) => setField(e.currentTarget.value)}
          data={[{ value: '', label: t`Maydonni tanlang` }, ...fieldOptions]}
          data-testid="defect-field"
        />
      </Group>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput style={{ flex: 1 }} label={t`Maydon bo'yicha izoh`} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={1000} data-testid="defect-note" />
        <Button variant="light" onClick={add} disabled={!candidate || isFull} data-testid="defect-add">
          <Trans>Belgilash</Trans>
        </Button>
      </Group>
      {value.length > 0 ? (
        <List size="sm" spacing={4} listStyleType="none" data-testid="defect-marks">
          {value.map((mark) => (
            <List.Item key={defectKey(mark)} data-testid="defect-mark">
              <Group gap={6} wrap="nowrap">
                <Text size="sm">
                  <Text span fw={600} size="sm">
                    {`${targetLabel(mark)} — ${fieldLabel(mark)}`}
                  </Text>
                  {mark.note ? `: ${mark.note}` : ''}
                </Text>
                <ActionIcon
                  size="md"
                  variant="subtle"
                  color="gray.7"
                  aria-label={t`Belgini olib tashlash: ${fieldLabel(mark)}`}
                  onClick={() => onChange(value.filter((f) => defectKey(f) !== defectKey(mark)))}
                  data-testid="defect-remove"
                >
                  ×
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>Hali birorta maydon belgilanmagan.</Trans>
        </Text>
      )}
    </Stack>
  );
}
