import { refusalText } from '../api/refusal-text.ts';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { EVENT_CONFIRMATIONS, type ActEvent } from '@notary/domain/act';
import type { ActGeneral, DefectField, EventBody } from '@notary/domain/contracts';
import type { Confirmation } from '@notary/domain/errors';
import { toIsoDate, tashkentDateOf, parseDate } from '@notary/domain/time';
import { CONFIRMATION_TEXTS, DANGER_EVENTS, EVENT_LABELS, useSendActEvent } from '@notary/ui/acts';
import { useState, type ReactNode } from 'react';
import { DefectFieldsEditor } from './defect-fields-editor.tsx';

/** The notary's events that open this dialog: their inputs (ACT_EVENT_INPUTS) or a confirmation of acts-domain 4/8. */
export const DIALOG_EVENTS = ['return_with_defects', 'register', 'annul', 'refuse', 'stop', 'send_back'] as const satisfies readonly ActEvent[];
export type DialogEvent = (typeof DIALOG_EVENTS)[number];

export function isDialogEvent(event: ActEvent): event is DialogEvent {
  return (DIALOG_EVENTS as readonly string[]).includes(event);
}

/** The questions of the dialogs the domain has no confirmation text for. */
const QUESTIONS: Partial<Record<DialogEvent, MessageDescriptor>> = {
  return_with_defects: msg`Harakat arizachiga kamchiliklarni tuzatish uchun qaytariladi.`,
  register: msg`Harakat ro'yxatga olinadi va unga reyestr raqami beriladi. Davom etasizmi?`,
  refuse: msg`Notarial harakatni bajarish rad etiladi. Bu qaytarib bo'lmaydi. Davom etasizmi?`,
  stop: msg`Notarial harakat to'xtatiladi, to'langan summalar qaytariladi. Davom etasizmi?`,
};

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function fileToBase64(file: File): Promise<string> {
  return toBase64(new Uint8Array(await file.arrayBuffer()));
}

/** dd.mm.yyyy typed → yyyy-mm-dd, or null. */
function isoOfDotted(text: string): string | null {
  const date = parseDate(text.trim());
  return date ? toIsoDate(date) : null;
}

const MAX_RESOLUTION_BYTES = 1_400_000;

/**
 * The dialog of one notary event: its inputs (defects, blank, annulment date
 * and reason, resolution file, stop reason) and its confirmation, sent to
 * POST …/events/:event; a refusal is shown in the catalogue's words.
 */
export function EventDialog({ general, event, onClose }: { general: ActGeneral; event: DialogEvent | null; onClose: () => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const send = useSendActEvent(general.uuid);
  const [defects, setDefects] = useState('');
  const [defectFields, setDefectFields] = useState<DefectField[]>([]);
  const [reason, setReason] = useState('');
  const [annulDate, setAnnulDate] = useState('');
  const [blankSeries, setBlankSeries] = useState('');
  const [blankNumber, setBlankNumber] = useState('');
  const [resolutionMode, setResolutionMode] = useState<'upload' | 'generate'>('generate');
  const [file, setFile] = useState<File | null>(null);
  const [today] = useState(() => toIsoDate(tashkentDateOf(new Date())));
  const [errorText, setErrorText] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  const close = () => {
    setDefects('');
    setDefectFields([]);
    setReason('');
    setAnnulDate('');
    setFile(null);
    setErrorText(null);
    setLocalError(null);
    send.reset();
    onClose();
  };
  if (event === null) return <Modal opened={false} onClose={close} title="" />;

  const confirmation = (EVENT_CONFIRMATIONS as Partial<Record<ActEvent, Confirmation>>)[event] ?? null;
  const texts = confirmation ? CONFIRMATION_TEXTS[confirmation] : null;
  const annulIso = annulDate.trim() === '' ? today : isoOfDotted(annulDate);

  const isIncomplete =
    (event === 'return_with_defects' && defects.trim() === '' && defectFields.length === 0) ||
    ((event === 'annul' || event === 'stop' || event === 'refuse') && reason.trim() === '') ||
    (event === 'annul' && annulIso === null) ||
    (event === 'refuse' && resolutionMode === 'upload' && file === null);

  const submit = async () => {
    setErrorText(null);
    setLocalError(null);
    const body: EventBody = {};
    if (confirmation) body.confirmed = true;
    if (event === 'return_with_defects') {
      if (defects.trim() !== '') body.defects = defects.trim();
      if (defectFields.length > 0) body.defectFields = defectFields;
    }
    if (event === 'stop') body.reason = reason.trim();
    if (event === 'annul') Object.assign(body, { reason: reason.trim(), annulDate: `${annulIso}T00:00:00+05:00` });
    if (event === 'register') {
      if (blankSeries.trim()) body.blankSeries = blankSeries.trim();
      if (blankNumber.trim()) body.blankNumber = blankNumber.trim();
    }
    if (event === 'refuse') {
      body.reason = reason.trim();
      if (resolutionMode === 'upload' && file) {
        if (file.size > MAX_RESOLUTION_BYTES) {
          setLocalError(t`Fayl hajmi 1,4 MB dan oshmasligi kerak`);
          return;
        }
        body.resolutionFile = { name: file.name.slice(0, 200), type: file.type || 'application/octet-stream', base64: await fileToBase64(file) };
      } else {
        // The API writes the resolution as a PDF in the act's language (the act, notary, office, date, reason).
        body.generateResolution = true;
      }
    }
    send.mutate({ event, body }, { onSuccess: close, onError: (error) => void refusalText(error).then(setErrorText) });
  };

  let fields: ReactNode = null;
  if (event === 'return_with_defects')
    fields = (
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          <Trans>Noto'g'ri maydonlarni belgilang yoki umumiy izoh yozing.</Trans>
        </Text>
        <DefectFieldsEditor uuid={general.uuid} value={defectFields} onChange={setDefectFields} />
        <Textarea label={t`Umumiy izoh`} value={defects} onChange={(e) => setDefects(e.currentTarget.value)} autosize minRows={2} maxLength={4000} data-testid="defect-text" />
      </Stack>
    );
  if (event === 'register')
    fields = (
      <Group grow>
        <TextInput label={t`Blanka seriyasi`} value={blankSeries} onChange={(e) => setBlankSeries(e.currentTarget.value)} maxLength={20} data-testid="blank-series" />
        <TextInput label={t`Blanka raqami`} value={blankNumber} onChange={(e) => setBlankNumber(e.currentTarget.value)} maxLength={40} data-testid="blank-number" />
      </Group>
    );
  if (event === 'annul')
    fields = (
      <Stack gap="sm">
        <TextInput
          label={t`Bekor qilish sanasi`}
          description={t`kk.oo.yyyy; bo'sh qoldirilsa — bugun`}
          placeholder={t`kk.oo.yyyy`}
          value={annulDate}
          onChange={(e) => setAnnulDate(e.currentTarget.value)}
          error={annulIso === null ? t`Sanani kk.oo.yyyy ko'rinishida kiriting` : undefined}
          maxLength={10}
          data-testid="annul-date"
        />
        <Textarea label={t`Bekor qilish sababi`} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} maxLength={4000} data-testid="event-reason" />
      </Stack>
    );
  if (event === 'stop')
    fields = <Textarea label={t`To'xtatish sababi`} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} maxLength={4000} data-testid="event-reason" />;
  if (event === 'refuse')
    fields = (
      <Stack gap="sm">
        <Textarea label={t`Rad etish sababi`} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} maxLength={4000} data-testid="event-reason" />
        <Radio.Group label={t`Rad etish to'g'risidagi qaror`} value={resolutionMode} onChange={(value) => setResolutionMode(value as 'upload' | 'generate')}>
          <Stack gap={6} mt="xs">
            <Radio value="generate" label={t`Qarorni sabab bo'yicha tuzish (PDF)`} data-testid="resolution-generate" />
            <Radio value="upload" label={t`Imzolangan qaror faylini yuklash`} data-testid="resolution-upload" />
          </Stack>
        </Radio.Group>
        {resolutionMode === 'upload' ? (
          <FileInput label={t`Qaror fayli`} accept="application/pdf,image/jpeg,image/png" value={file} onChange={setFile} clearable data-testid="resolution-file" />
        ) : null}
      </Stack>
    );

  return (
    <Modal opened onClose={close} title={texts ? i18n._(texts.title) : i18n._(EVENT_LABELS[event])} centered size="lg" data-testid="event-dialog">
      <Stack gap="md">
        {texts ? <Text>{i18n._(texts.body)}</Text> : QUESTIONS[event] ? <Text>{i18n._(QUESTIONS[event])}</Text> : null}
        {fields}
        {localError || send.isError ? (
          <Alert color="red" variant="light" data-testid="event-error">
            {localError ?? errorText ?? <Trans>Amalni bajarib bo'lmadi. Qayta urinib ko'ring.</Trans>}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-testid="event-cancel">
            <Trans>Bekor qilish</Trans>
          </Button>
          <Button
            color={DANGER_EVENTS.includes(event) ? 'red.9' : undefined}
            onClick={() => void submit()}
            loading={send.isPending}
            disabled={isIncomplete}
            data-testid="event-confirm"
          >
            {texts ? i18n._(texts.confirm) : i18n._(EVENT_LABELS[event])}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
