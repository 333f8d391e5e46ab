import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@notary/domain/contracts';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { api } from '../http/index.ts';
import { useSessionStore } from '../session/index.ts';

/**
 * The link's QR code as an SVG data URL. The library comes in its own chunk
 * on first use (only the kiosk hands off), and draws in SVG, so no canvas.
 */
export async function qrDataUrl(url: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A link of the product as a phone reaches it: at the citizen web's public
 * address when one is configured (`base`, PUBLIC_URL), else on the kiosk's
 * own host, outside /kiosk. An absolute link (a real gateway's page) stays.
 */
export function portalLink(path: string, base?: string | null): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base || window.location.origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** GET /api/config/public, under the key the kiosk's idle guard reads too (one request); silent: a failure leaves the origin. */
export const publicConfigQuery = {
  queryKey: ['config', 'public'],
  queryFn: () => api.get('config/public', { context: { silent: true } }).json<PublicConfig>(),
  staleTime: Infinity,
} as const;

/**
 * portalLink with the citizen web's public address of /api/config/public (the
 * origin until it answers). Only the kiosk hands off, so only the kiosk asks.
 */
export function usePortalLink(): (path: string) => string {
  const isKiosk = useSessionStore((s) => s.mode === 'kiosk');
  const base = useQuery({ ...publicConfigQuery, enabled: isKiosk }).data?.publicUrl ?? null;
  return useCallback((path: string) => portalLink(path, base), [base]);
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
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} data-testid={testId}>
        <Trans>Telefonda davom ettirish (QR kod)</Trans>
      </Button>
      <QrHandoffDialog url={opened ? url : null} title={title} hint={hint} onClose={() => setOpened(false)} />
    </>
  );
}

/** The hand-off dialog itself, open while it has a link (for a link that comes from a request, as a payment's). */
export function QrHandoffDialog({ url, title, hint, onClose }: { url: string | null; title: string; hint: ReactNode; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={url !== null} onClose={onClose} title={title} size="lg" centered>
      <Stack gap="md" data-testid="handoff-dialog">
        <Text>{hint}</Text>
        <Text size="sm" c="dimmed">
          <Trans>Telefoningiz kamerasini QR kodga qarating va ochilgan sahifada davom eting.</Trans>
        </Text>
        {url ? <QrCode url={url} label={t`QR kod: ${title}`} /> : null}
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="handoff-close">
            <Trans>Yopish</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
