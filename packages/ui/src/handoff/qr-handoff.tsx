import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * The link's QR code as an SVG data URL. The library comes in its own chunk
 * on first use (only the kiosk hands off), and draws in SVG, so no canvas.
 */
export async function qrDataUrl(url: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A link of the product as a phone reaches it: on the kiosk's own host, outside /kiosk. */
export function portalLink(path: string): string {
  return `${window.location.origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The QR code of a link with the link written under it. */
export function QrCode({ url, label }: { url: string; label: string }) {
  // The drawing of this url (a drawing of a previous one is not shown).
  const [drawn, setDrawn] = useState<{ url: string; src: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(url).then(
      (data) => live && setDrawn({ url, src: data }),
      () => live && setDrawn({ url, src: null }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  const current = drawn?.url === url ? drawn : null;
  const src = current?.src ?? null;
  const failed = current !== null && current.src === null;
  return (
    <Stack align="center" gap="sm">
      <Box w={320} h={320} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'white' }}>
        {src ? <img src={src} width={320} height={320} alt={label} data-testid="handoff-qr" data-url={url} /> : failed ? null : <Loader />}
      </Box>
      {failed ? (
        <Alert color="red" role="alert">
          <Trans>QR kodni chizib bo'lmadi. Havolani qo'lda kiriting.</Trans>
        </Alert>
      ) : null}
      <Text ff="monospace" size="md" ta="center" style={{ wordBreak: 'break-all' }} data-testid="handoff-url">
        {url}
      </Text>
    </Stack>
  );
}

/**
 * Issue 15.4: the kiosk hands a task over to the visitor's phone — a button
 * that opens the link's QR code in a dialog (no new tab, no download: the
 * link stays a picture on the kiosk's screen).
 */
export function QrHandoffButton({ url, title, hint, testId = 'handoff-open' }: { url: string; title: string; hint: ReactNode; testId?: string }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} data-testid={testId}>
        <Trans>Telefonda davom ettirish (QR kod)</Trans>
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title} size="lg" centered>
        <Stack gap="md" data-testid="handoff-dialog">
          <Text>{hint}</Text>
          <Text size="sm" c="dimmed">
            <Trans>Telefoningiz kamerasini QR kodga qarating va ochilgan sahifada davom eting.</Trans>
          </Text>
          {opened ? <QrCode url={url} label={t`QR kod: ${title}`} /> : null}
          <Group justify="flex-end">
            <Button onClick={() => setOpened(false)} data-testid="handoff-close">
              <Trans>Yopish</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
