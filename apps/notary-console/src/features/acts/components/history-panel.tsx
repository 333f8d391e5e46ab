import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, Card, Collapse, Group, Loader, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import type { Note } from '@notary/domain/contracts';
import { AUDIT_ACTION_LABELS, EVENT_LABELS, isActEvent, useActAudit, useActNotes } from '@notary/ui/acts';
import { formatDateTime } from '@notary/ui/format';
import { api, downloadFile } from '@notary/ui/http';
import { useSessionStore } from '@notary/ui/session';
import { useState } from 'react';
import { actPath, useAuditVerification, useSaveNote } from '../api/desk-api.ts';

/** Who wrote an audit row, in words (system rows name the job: "system:payment-gateway"). */
function useActorLabel() {
  const { t } = useLinguiMacro();
  const labels: Record<string, string> = { applicant: t`Arizachi`, notary: t`Notarius`, party: t`Ishtirokchi` };
  return (role: string) => labels[role] ?? (role.startsWith('system') ? t`Tizim` : role);
}

function NoteCard({ note, uuid, isMine }: { note: Note; uuid: string; isMine: boolean }) {
  const { t } = useLinguiMacro();
  const save = useSaveNote(uuid);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.text);
  const [showHistory, setShowHistory] = useState(false);
  return (
    <Card withBorder padding="sm" radius="md" data-testid="note">
      {editing ? (
        <Stack gap="xs">
          <Textarea label={t`Izohni tahrirlash`} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={2} maxLength={4000} data-testid="note-edit-text" />
          <Group gap="xs">
            <Button
              size="xs"
              loading={save.isPending}
              disabled={text.trim() === '' || text.trim() === note.text}
              onClick={() => save.mutate({ id: note.id, text: text.trim() }, { onSuccess: () => setEditing(false) })}
              data-testid="note-save"
            >
              <Trans>Saqlash</Trans>
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              <Trans>Bekor qilish</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap={4}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="note-text">
            {note.text}
          </Text>
          <Text size="xs" c="gray.7">
            {note.authorName ?? ''} · {formatDateTime(note.updatedAt)}
          </Text>
          <Group gap="xs">
            {isMine ? (
              <Button size="xs" variant="subtle" onClick={() => setEditing(true)} data-testid="note-edit">
                <Trans>Tahrirlash</Trans>
              </Button>
            ) : null}
            {note.history.length > 0 ? (
              <Button size="xs" variant="subtle" onClick={() => setShowHistory((s) => !s)} aria-expanded={showHistory} data-testid="note-history-toggle">
                <Trans>Tahrirlar tarixi ({note.history.length})</Trans>
              </Button>
            ) : null}
          </Group>
          <Collapse expanded={showHistory}>
            <Stack gap={4} data-testid="note-history">
              {[...note.history].reverse().map((h) => (
                <Text key={h.at} size="xs" c="gray.7">
                  {formatDateTime(h.at)}: {h.text}
                </Text>
              ))}
            </Stack>
          </Collapse>
        </Stack>
      )}
    </Card>
  );
}

/**
 * Issue 14.6: an act's history at the notary's desk: notes (add, edit their
 * own, each edit's earlier text kept), and the audit trail with its hash
 * chain's verification and its export as a JSON file.
 */
export function HistoryPanel({ uuid }: { uuid: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const notes = useActNotes(uuid);
  const audit = useActAudit(uuid);
  const add = useSaveNote(uuid);
  const [text, setText] = useState('');
  const [verify, setVerify] = useState(false);
  const verification = useAuditVerification(uuid, verify);
  const [exportError, setExportError] = useState(false);
  const actorLabel = useActorLabel();
  const actionLabel = (action: string) =>
    isActEvent(action) ? i18n._(EVENT_LABELS[action]) : Object.hasOwn(AUDIT_ACTION_LABELS, action) ? i18n._(AUDIT_ACTION_LABELS[action]!) : action;

  return (
    <Stack gap="lg" data-testid="history-panel">
      <Stack gap="xs">
        <Title order={3} fz="md">
          <Trans>Izohlar</Trans>
        </Title>
        <Textarea label={t`Yangi izoh`} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={2} maxLength={4000} data-testid="note-new" />
        <Group>
          <Button size="sm" disabled={text.trim() === ''} loading={add.isPending} onClick={() => add.mutate({ text: text.trim() }, { onSuccess: () => setText('') })} data-testid="note-add">
            <Trans>Izoh qo'shish</Trans>
          </Button>
        </Group>
        {notes.isPending ? (
          <Loader size="sm" aria-label={t`Yuklanmoqda`} />
        ) : (notes.data ?? []).length === 0 ? (
          <Text size="sm" c="gray.7">
            <Trans>Izohlar yo'q</Trans>
          </Text>
        ) : (
          <Stack gap="xs" data-testid="notes">
            {(notes.data ?? []).map((note) => (
              <NoteCard key={note.id} note={note} uuid={uuid} isMine={note.authorId === userId} />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} fz="md">
            <Trans>O'zgarishlar tarixi</Trans>
          </Title>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => (verify ? void verification.refetch() : setVerify(true))} loading={verification.isFetching} data-testid="audit-verify">
              <Trans>Tarix butunligini tekshirish</Trans>
            </Button>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                setExportError(false);
                void downloadFile(api, `${actPath(uuid)}/audit/export`, {}, `act-${uuid}-audit.json`).catch(() => setExportError(true));
              }}
              data-testid="audit-export"
            >
              <Trans>Tarixni yuklab olish</Trans>
            </Button>
          </Group>
        </Group>
        {verification.data ? (
          <Alert color={verification.data.isValid ? 'green' : 'red'} variant="light" data-testid="audit-verification" data-valid={verification.data.isValid}>
            {verification.data.isValid ? (
              <Trans>Tarix butun: {verification.data.entries} ta yozuvdan birortasi o'zgartirilmagan yoki o'chirilmagan.</Trans>
            ) : (
              <Trans>Tarix buzilgan: {verification.data.problems.length} ta muammo (yozuvlar: {verification.data.problems.map((p) => p.seq).join(', ')}).</Trans>
            )}
          </Alert>
        ) : null}
        {exportError ? (
          <Alert color="red" variant="light">
            <Trans>Tarixni yuklab bo'lmadi.</Trans>
          </Alert>
        ) : null}
        {audit.isPending ? (
          <Loader size="sm" aria-label={t`Yuklanmoqda`} />
        ) : (
          <Timeline bulletSize={14} lineWidth={2} data-testid="audit">
            {[...(audit.data ?? [])].reverse().map((entry) => (
              <Timeline.Item key={entry.seq} title={actionLabel(entry.action)}>
                <Text size="xs" c="gray.7">
                  {formatDateTime(entry.at)} · {actorLabel(entry.actorRole)}
                  {entry.toStep !== null && entry.toStep !== entry.fromStep ? ` · ${entry.fromStep ?? '—'} → ${entry.toStep}` : ''}
                </Text>
                {entry.reason ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {entry.reason}
                  </Text>
                ) : null}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Stack>
  );
}
