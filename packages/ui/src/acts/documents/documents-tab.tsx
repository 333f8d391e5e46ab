import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, FileInput, Group, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import { type ActDocument, DOCUMENT_MIME_TYPES, sniffDocumentType } from '@notary/domain/contracts';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { errorMessage } from '../../errors/index.ts';
import { formatDateTime } from '../../format/index.ts';
import { readErrorBody } from '../../http/index.ts';
import { i18n } from '../../i18n/index.ts';
import { IconFileText } from '../../icons/index.ts';
import { useActParties } from '../api/acts-api.ts';
import type { ActGeneral } from '../api/types.ts';
import { useOpenFile } from '../file-viewer.tsx';
import { TabState } from '../tab-state.tsx';
import { documentPath, useActDocuments, useDeleteDocument, useUploadDocument } from './documents-api.ts';

const WHOLE_ACT = '';

/** 1 536 000 bytes → "1.5" (MiB, one decimal). */
const mebibytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10);

/** The refusal of an upload or a delete in the user's language; a 413 names the limit it came with. */
async function refusalText(error: Error): Promise<string> {
  if (isHTTPError(error)) {
    const body = await readErrorBody(error.data);
    if (error.response.status === 413) {
      const limit = (error.data as { details?: { limit?: unknown } } | undefined)?.details?.limit;
      if (typeof limit === 'number') {
        const size = mebibytes(limit);
        return i18n._(msg`Fayl juda katta: hujjat hajmi ${size} MB dan oshmasligi kerak`);
      }
    }
    const known = errorMessage(body.code);
    if (known) return known;
  }
  return i18n._(msg`Amalni bajarib bo'lmadi. Qayta urinib ko'ring.`);
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${mebibytes(bytes)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const TYPE_NAMES: Record<ActDocument['mimeType'], string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

/**
 * The documents tab of the act card (issue 13.2): a party attaches scans
 * (PDF, JPEG, PNG) to the act or to one party of it while the act is in
 * process; everyone who sees the act downloads them; the uploader deletes
 * one while the act is in Preparation (the API's `canDelete`).
 */
export function DocumentsTab({ general }: { general: ActGeneral }) {
  const { t } = useLingui();
  const uuid = general.uuid;
  const documents = useActDocuments(uuid);
  // Issue 15.3: the kiosk shows a document in its file dialog; elsewhere it is downloaded.
  const file = useOpenFile();
  // The notary reads the documents; the parties attach them while the act is active (the API checks the same).
  // Not at the kiosk (issue 15.1): a public terminal holds no files of the visitor, and its file picker would open the terminal's disk.
  const mayAttach = general.actor !== 'notary' && general.status === 'active';
  const canUpload = mayAttach && !file.isKiosk;
  const [toDelete, setToDelete] = useState<ActDocument | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState(false);
  const remove = useDeleteDocument(uuid);

  return (
    <Stack gap="lg" data-testid="documents-tab">
      {canUpload ? <UploadForm general={general} /> : null}
      {mayAttach && file.isKiosk ? (
        <Text c="gray.7" data-testid="documents-kiosk-note">
          <Trans>Hujjatlarni kioskda biriktirib bo'lmaydi: ularni telefon yoki kompyuterdan portal orqali biriktiring.</Trans>
        </Text>
      ) : null}
      <Stack gap="xs">
        <Title order={3} fz="md">
          <Trans>Biriktirilgan hujjatlar</Trans>
        </Title>
        <TabState query={documents} empty={documents.data?.length === 0} emptyText={<Trans>Hali hujjat biriktirilmagan.</Trans>} emptyTestId="documents-empty">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" data-testid="documents-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Fayl</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Kimga tegishli</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Hajmi</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Yukladi</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Sana</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Amallar</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(documents.data ?? []).map((d) => (
                  <Table.Tr key={d.id} data-testid="document-row">
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <IconFileText size={16} />
                        <Text size="sm" style={{ wordBreak: 'break-all' }}>
                          {d.name}
                        </Text>
                        <Text size="xs" c="gray.7">
                          {TYPE_NAMES[d.mimeType]}
                        </Text>
                      </Group>
                      <Text size="xs" c="gray.7" ff="monospace" title={t`SHA-256 nazorat yig'indisi`}>
                        SHA-256 {d.sha256.slice(0, 16)}…
                      </Text>
                    </Table.Td>
                    <Table.Td>{d.partyName ?? t`Butun harakat`}</Table.Td>
                    <Table.Td>{sizeText(d.size)}</Table.Td>
                    <Table.Td>{d.uploadedByName ?? '—'}</Table.Td>
                    <Table.Td>{formatDateTime(d.createdAt)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={file.isKiosk ? t`${d.name} faylini ko'rish` : t`${d.name} faylini yuklab olish`}
                          onClick={() => {
                            setDownloadError(false);
                            file.open(documentPath(uuid, d), d.name).catch(() => setDownloadError(true));
                          }}
                          data-testid="document-download"
                        >
                          {file.isKiosk ? <Trans>Ko'rish</Trans> : <Trans>Yuklab olish</Trans>}
                        </Button>
                        {d.canDelete ? (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            aria-label={t`${d.name} faylini o'chirish`}
                            onClick={() => {
                              setDeleteError(null);
                              setToDelete(d);
                            }}
                            data-testid="document-delete"
                          >
                            <Trans>O'chirish</Trans>
                          </Button>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </TabState>
        {file.viewer}
        {downloadError ? (
          <Alert color="red" variant="light" data-testid="document-download-error">
            <Trans>Faylni yuklab olib bo'lmadi. Qayta urinib ko'ring.</Trans>
          </Alert>
        ) : null}
      </Stack>
      {/* acts-domain 8: deleting asks for confirmation. */}
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t`Hujjatni o'chirish`} centered data-testid="document-delete-dialog">
        {toDelete ? (
          <Stack gap="md">
            <Text>
              <Trans>"{toDelete.name}" hujjati o'chirilsinmi? Bu amalni qaytarib bo'lmaydi.</Trans>
            </Text>
            {deleteError ? (
              <Alert color="red" variant="light" data-testid="document-delete-error">
                {deleteError}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setToDelete(null)}>
                <Trans>Bekor qilish</Trans>
              </Button>
              <Button
                color="red.9"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(toDelete.id, {
                    onSuccess: () => setToDelete(null),
                    onError: (error) => void refusalText(error).then(setDeleteError),
                  })
                }
                data-testid="document-delete-confirm"
              >
                <Trans>O'chirish</Trans>
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

function UploadForm({ general }: { general: ActGeneral }) {
  const { t } = useLingui();
  const uuid = general.uuid;
  const parties = useActParties(uuid);
  const upload = useUploadDocument(uuid);
  const [file, setFile] = useState<File | null>(null);
  const [owner, setOwner] = useState<string>(WHOLE_ACT);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    setDone(null);
    if (!file) {
      setError(t`Yuklash uchun faylni tanlang`);
      return;
    }
    // The server decides by content; checking the first bytes here spares uploading a wrong file.
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (!sniffDocumentType(head)) {
      setError(errorMessage('document_type_not_allowed'));
      return;
    }
    upload.mutate(
      { file, partyId: owner === WHOLE_ACT ? null : owner },
      {
        onSuccess: (document) => {
          setFile(null);
          setDone(document.name);
        },
        onError: (e) => void refusalText(e).then(setError),
      },
    );
  };

  const ownerOptions = [
    { value: WHOLE_ACT, label: t`Butun harakat` },
    ...(parties.data ?? []).map((p) => ({ value: p.id, label: p.fullname || p.id })),
  ];
  return (
    <Card withBorder padding="md" radius="md" data-testid="document-upload">
      <Stack gap="sm">
        <Title order={3} fz="md">
          <Trans>Hujjat biriktirish</Trans>
        </Title>
        <Text size="sm" c="gray.7">
          <Trans>Skanerlangan hujjat: PDF, JPEG yoki PNG. Fayl turi uning mazmuni bo'yicha tekshiriladi.</Trans>
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label={t`Fayl`}
            placeholder={t`Faylni tanlang`}
            accept={DOCUMENT_MIME_TYPES.join(',')}
            value={file}
            onChange={(f) => {
              setFile(f);
              setError(null);
              setDone(null);
            }}
            clearable
            miw={260}
            data-testid="document-file"
          />
          <Select
            label={t`Kimga tegishli`}
            data={ownerOptions}
            value={owner}
            onChange={(v) => setOwner(v ?? WHOLE_ACT)}
            allowDeselect={false}
            miw={220}
            data-testid="document-owner"
          />
          <Button onClick={() => void submit()} loading={upload.isPending} data-testid="document-submit">
            <Trans>Yuklash</Trans>
          </Button>
        </Group>
        {error ? (
          <Alert color="red" variant="light" data-testid="document-upload-error">
            {error}
          </Alert>
        ) : null}
        {done ? (
          <Alert color="teal" variant="light" data-testid="document-upload-done">
            <Trans>"{done}" hujjati biriktirildi</Trans>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
