import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { api, downloadFile, fetchFile } from '../http/index.ts';
import { useSessionStore } from '../session/index.ts';

/**
 * Issue 15.3: the kiosk is a public terminal and downloads nothing. The act
 * screens know it from the session's mode (the kiosk app signs in with
 * mode 'kiosk', kept beside the language in localStorage): there a file is
 * shown inside the kiosk, in a dialog, and elsewhere it is downloaded.
 */
export function useIsKiosk(): boolean {
  return useSessionStore((s) => s.mode === 'kiosk');
}

/**
 * A PDF's address for an in-page viewer at the kiosk: Chromium's viewer
 * shows no toolbar (so no download or print-to-file button) for these
 * open parameters.
 */
export function viewerUrl(url: string, isKiosk: boolean): string {
  return isKiosk ? `${url}#toolbar=0&navpanes=0` : url;
}

/** A fetched file (PDF or picture) drawn in the page: a picture as an image, anything else in the browser's viewer. */
export function FileFrame({ url, type, title, height, testId = 'file-frame' }: { url: string; type: string; title: string; height: number | string; testId?: string }) {
  if (type.startsWith('image/'))
    return (
      <div style={{ display: 'flex', justifyContent: 'center', maxHeight: height, overflow: 'auto' }}>
        <img src={url} alt={title} style={{ maxWidth: '100%', objectFit: 'contain' }} data-testid={testId} />
      </div>
    );
  return <iframe src={viewerUrl(url, true)} title={title} style={{ width: '100%', height, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }} data-testid={testId} />;
}

export type ShownFile = { url: string; name: string; type: string };

/** The kiosk's file dialog: the file inside the kiosk, and a large close button. */
export function FileViewerDialog({ file, onClose }: { file: ShownFile | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={file !== null} onClose={onClose} title={file?.name ?? ''} size="90%" centered>
      {file ? (
        <Stack gap="md" data-testid="file-viewer">
          <FileFrame url={file.url} type={file.type} title={t`Fayl: ${file.name}`} height="72vh" testId="file-viewer-frame" />
          <Group justify="flex-end">
            <Button size="lg" onClick={onClose} data-testid="file-viewer-close">
              <Trans>Yopish</Trans>
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/**
 * Opens a file of the API (GET `path`, bearer-authenticated): the kiosk shows
 * it in its dialog (`viewer`, to be rendered by the caller), elsewhere the
 * browser downloads it under its server-given name. Rejects when the file
 * could not be fetched.
 */
export function useOpenFile(): { open: (path: string, fallbackName: string) => Promise<void>; viewer: ReactNode; isKiosk: boolean } {
  const isKiosk = useIsKiosk();
  const [file, setFile] = useState<ShownFile | null>(null);
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);
  const open = useCallback(
    async (path: string, fallbackName: string) => {
      if (!isKiosk) return downloadFile(api, path, {}, fallbackName);
      const fetched = await fetchFile(api, path, {}, fallbackName);
      setFile({ url: URL.createObjectURL(fetched.blob), name: fetched.fileName, type: fetched.blob.type || 'application/pdf' });
    },
    [isKiosk],
  );
  const viewer = isKiosk ? <FileViewerDialog file={file} onClose={() => setFile(null)} /> : null;
  return { open, viewer, isKiosk };
}
