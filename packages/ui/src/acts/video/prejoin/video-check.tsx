import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { megabitsPerSecond, SPEED_MIN_MBPS, SPEED_RECOMMENDED_MBPS, SPEED_TEST_BYTES, SPEED_TEST_PATH, speedVerdict, type SpeedVerdict } from '@notary/domain/contracts';
import { openSignInDialog } from '../../../auth/index.ts';
import { api } from '../../../http/index.ts';
import { useSessionStore } from '../../../session/index.ts';
import { useEffect, useRef, useState } from 'react';

/**
 * Issue 16.1, the check before a video conference (spec/shell.md 2.1
 * `video_testing`): the camera and microphone (spec/acts-domain.md 8: the
 * video device errors; the acts domain needs a camera of 1280×720), the
 * connection speed against the API, and the rule that nobody else may be
 * present. It checks; it joins no conference. The same check is the first
 * part of the screen before joining a conference (`VideoPrejoin`), which
 * learns through `onReadyChange` when everything has passed.
 */

export const MIN_WIDTH = 1280;
export const MIN_HEIGHT = 720;

/** The video device errors of spec/acts-domain.md 8. */
export type DeviceError = 'no_webcam' | 'webcam_blocked' | 'no_microphone' | 'device_in_use' | 'permission_denied' | 'unknown' | 'resolution_too_low';

/** A getUserMedia failure (a DOMException name) as a device error of acts-domain 8. */
export async function deviceErrorOf(error: unknown, devices: () => Promise<MediaDeviceInfo[]>): Promise<DeviceError> {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError': {
      // Which one is missing: the camera first, then the microphone.
      const kinds = await devices().then(
        (list) => new Set(list.map((d) => d.kind)),
        () => null,
      );
      if (kinds && kinds.has('videoinput') && !kinds.has('audioinput')) return 'no_microphone';
      return 'no_webcam';
    }
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'permission_denied';
    case 'SecurityError':
      return 'webcam_blocked';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'device_in_use';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'resolution_too_low';
    default:
      return 'unknown';
  }
}

type DeviceResult =
  | { state: 'idle' | 'checking' }
  | { state: 'done'; error: DeviceError | null; width: number | null; height: number | null; stream?: { video: boolean; audio: boolean } };

type SpeedResult = { state: 'idle' | 'checking' } | { state: 'done'; mbps: number; verdict: SpeedVerdict } | { state: 'failed' };

export type VideoCheckProps = {
  /** Milliseconds, performance.now() unless a test sets the time the download takes. */
  clock?: () => number;
  /** Told each time the verdict changes: devices, speed and the "nobody else" rule all passed, or not. */
  onReadyChange?: (ready: boolean) => void;
  /** `video_testing` tries the equipment only; the join screen checks it before the act's conference. */
  purpose?: 'testing' | 'join';
};

export function VideoCheck({ clock = () => performance.now(), onReadyChange, purpose = 'testing' }: VideoCheckProps) {
  const { t } = useLingui();
  const signedIn = useSessionStore((s) => s.token !== null);
  const [device, setDevice] = useState<DeviceResult>({ state: 'idle' });
  const [speed, setSpeed] = useState<SpeedResult>({ state: 'idle' });
  const [alone, setAlone] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);

  const stop = () => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  };
  useEffect(() => stop, []);

  const errorText: Record<DeviceError, string> = {
    no_webcam: t`Veb-kamera topilmadi. Kamerani ulang va qaytadan tekshiring.`,
    webcam_blocked: t`Brauzer bu sahifada kameradan foydalanishni bloklagan. Sayt sozlamalarida kameraga ruxsat bering.`,
    no_microphone: t`Mikrofon topilmadi. Mikrofonni ulang va qaytadan tekshiring.`,
    device_in_use: t`Kamera yoki mikrofon boshqa dastur tomonidan band. Uni yoping va qaytadan tekshiring.`,
    permission_denied: t`Kamera va mikrofondan foydalanishga ruxsat berilmadi. Brauzer so'raganda ruxsat bering.`,
    unknown: t`Qurilmani tekshirishda noma'lum xatolik yuz berdi. Qaytadan urinib ko'ring.`,
    resolution_too_low: t`Kamera tasvirining aniqligi juda past: kamida 1280×720 kerak.`,
  };

  const checkDevices = async () => {
    stop();
    setDevice({ state: 'checking' });
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      // No media devices API: an insecure page or a browser that blocks it.
      setDevice({ state: 'done', error: 'webcam_blocked', width: null, height: null });
      return;
    }
    let stream: MediaStream;
    try {
      stream = await media.getUserMedia({ video: { width: { ideal: MIN_WIDTH }, height: { ideal: MIN_HEIGHT } }, audio: true });
    } catch (error) {
      setDevice({ state: 'done', error: await deviceErrorOf(error, () => media.enumerateDevices()), width: null, height: null });
      return;
    }
    streamRef.current = stream;
    const video = stream.getVideoTracks()[0];
    const settings = video?.getSettings() ?? {};
    const width = settings.width ?? null;
    const height = settings.height ?? null;
    let error: DeviceError | null = null;
    if (!video) error = 'no_webcam';
    else if (stream.getAudioTracks().length === 0) error = 'no_microphone';
    else if (width === null || height === null || Math.max(width, height) < MIN_WIDTH || Math.min(width, height) < MIN_HEIGHT) error = 'resolution_too_low';
    if (videoRef.current && video) {
      videoRef.current.srcObject = stream;
      void videoRef.current.play?.()?.catch(() => undefined);
    }
    setDevice({ state: 'done', error, width, height, stream: { video: Boolean(video), audio: stream.getAudioTracks().length > 0 } });
  };

  const checkSpeed = async () => {
    setSpeed({ state: 'checking' });
    try {
      const started = clock();
      const bytes = await api
        .get(SPEED_TEST_PATH.replace(/^\//, ''), { timeout: 120_000, cache: 'no-store', headers: { Accept: 'application/octet-stream' } })
        .arrayBuffer();
      const mbps = megabitsPerSecond(bytes.byteLength || SPEED_TEST_BYTES, clock() - started);
      setSpeed({ state: 'done', mbps, verdict: speedVerdict(mbps) });
    } catch {
      setSpeed({ state: 'failed' });
    }
  };

  const devicesOk = device.state === 'done' && device.error === null;
  const speedOk = speed.state === 'done' && speed.verdict !== 'insufficient';
  const ready = devicesOk && speedOk && alone;
  const mbpsText = speed.state === 'done' ? speed.mbps.toFixed(1) : '';
  useEffect(() => onReadyChange?.(ready), [ready, onReadyChange]);

  return (
    <Stack gap="lg" data-testid="video-check">
      <Text data-testid="video-check-intro">
        {purpose === 'join' ? (
          <Trans>
            Videokonferensiyaga qo'shilishdan oldin qurilmalaringiz (veb-kamera va mikrofon) va internet aloqangiz tekshiriladi. Barcha tekshiruvlardan o'tgach, qo'shilish tugmasi faollashadi.
          </Trans>
        ) : (
          <Trans>
            Bu sahifada videokonferensiya orqali notarial harakat uchun qurilmalaringiz (veb-kamera va mikrofon) va internet aloqangiz tekshiriladi. Videokonferensiyaning o'zi bu sahifada o'tkazilmaydi.
          </Trans>
        )}
      </Text>

      <Card withBorder component="section" aria-labelledby="video-check-devices">
        <Stack gap="sm">
          <Title order={2} size="h4" id="video-check-devices">
            <Trans>1. Veb-kamera va mikrofon</Trans>
          </Title>
          <Text size="sm">
            <Trans>Kamera tasvirining aniqligi kamida 1280×720 bo'lishi kerak. Brauzer kamera va mikrofonga ruxsat so'raydi.</Trans>
          </Text>
          <Group>
            <Button onClick={() => void checkDevices()} loading={device.state === 'checking'} data-testid="video-check-devices">
              {device.state === 'done' ? <Trans>Qaytadan tekshirish</Trans> : <Trans>Qurilmalarni tekshirish</Trans>}
            </Button>
          </Group>
          <video
            ref={videoRef}
            muted
            playsInline
            autoPlay
            aria-label={t`Kameradan jonli tasvir`}
            data-testid="video-check-preview"
            style={{ width: '100%', maxWidth: 480, background: '#000', borderRadius: 8, display: device.state === 'done' && device.stream?.video ? 'block' : 'none' }}
          />
          {device.state === 'done' && device.stream && (
            <List spacing={4} size="sm" data-testid="video-check-device-results">
              <List.Item>{device.stream.video ? <Trans>Veb-kamera: bor</Trans> : <Trans>Veb-kamera: yo'q</Trans>}</List.Item>
              <List.Item>{device.stream.audio ? <Trans>Mikrofon: bor</Trans> : <Trans>Mikrofon: yo'q</Trans>}</List.Item>
              {device.width !== null && device.height !== null && (
                <List.Item data-testid="video-check-resolution">
                  <Trans>
                    Kamera tasvirining aniqligi: {device.width}×{device.height}
                  </Trans>
                </List.Item>
              )}
            </List>
          )}
          {device.state === 'done' && device.error !== null && (
            <Alert color="red" role="alert" data-testid="video-check-device-error" data-error={device.error}>
              {errorText[device.error]}
            </Alert>
          )}
          {devicesOk && (
            <Alert color="green" data-testid="video-check-devices-ok">
              <Trans>Veb-kamera, mikrofon va tasvir aniqligi talabga javob beradi.</Trans>
            </Alert>
          )}
        </Stack>
      </Card>

      <Card withBorder component="section" aria-labelledby="video-check-speed">
        <Stack gap="sm">
          <Title order={2} size="h4" id="video-check-speed">
            <Trans>2. Internet aloqasi tezligi</Trans>
          </Title>
          <Text size="sm">
            <Trans>
              Videokonferensiya uchun kamida {SPEED_MIN_MBPS} Mbit/s kerak, {SPEED_RECOMMENDED_MBPS} Mbit/s va undan yuqori tavsiya etiladi. Tekshiruv serverdan 1 MB ma'lumot yuklab oladi.
            </Trans>
          </Text>
          {signedIn ? (
            <Group>
              <Button onClick={() => void checkSpeed()} loading={speed.state === 'checking'} data-testid="video-check-speed">
                {speed.state === 'idle' ? <Trans>Aloqa tezligini tekshirish</Trans> : <Trans>Qaytadan tekshirish</Trans>}
              </Button>
            </Group>
          ) : (
            <Group>
              <Text size="sm">
                <Trans>Aloqa tezligini tekshirish uchun tizimga kiring.</Trans>
              </Text>
              <Button variant="light" onClick={() => openSignInDialog()} data-testid="video-check-sign-in">
                <Trans>Kirish</Trans>
              </Button>
            </Group>
          )}
          {speed.state === 'done' && (
            <Alert
              color={speed.verdict === 'insufficient' ? 'red' : speed.verdict === 'enough' ? 'yellow' : 'green'}
              role={speed.verdict === 'insufficient' ? 'alert' : undefined}
              data-testid="video-check-speed-result"
              data-verdict={speed.verdict}
            >
              {speed.verdict === 'insufficient' ? (
                <Trans>{mbpsText} Mbit/s: videokonferensiya uchun yetarli emas.</Trans>
              ) : speed.verdict === 'enough' ? (
                <Trans>{mbpsText} Mbit/s: yetarli, lekin tasvir sifati pasayishi mumkin.</Trans>
              ) : (
                <Trans>{mbpsText} Mbit/s: tavsiya etilgan tezlik.</Trans>
              )}
            </Alert>
          )}
          {speed.state === 'failed' && (
            <Alert color="red" role="alert" data-testid="video-check-speed-failed">
              <Trans>Aloqa tezligini o'lchab bo'lmadi. Internetga ulanishni tekshirib, qaytadan urinib ko'ring.</Trans>
            </Alert>
          )}
        </Stack>
      </Card>

      <Card withBorder component="section" aria-labelledby="video-check-alone">
        <Stack gap="sm">
          <Title order={2} size="h4" id="video-check-alone">
            <Trans>3. Xonada boshqa hech kim bo'lmasligi</Trans>
          </Title>
          <Text size="sm">
            <Trans>Videokonferensiya davomida xonada sizdan boshqa hech kim bo'lmasligi shart.</Trans>
          </Text>
          <Checkbox
            checked={alone}
            onChange={(e) => setAlone(e.currentTarget.checked)}
            label={t`Videokonferensiya vaqtida xonada mendan boshqa hech kim bo'lmasligini tasdiqlayman`}
            data-testid="video-check-alone"
          />
        </Stack>
      </Card>

      <Alert color={ready ? 'green' : 'gray'} data-testid="video-check-summary" data-ready={ready ? 'true' : 'false'} aria-live="polite">
        {ready ? (
          <Trans>Tekshiruv o'tdi: qurilmalar va aloqa videokonferensiyaga tayyor.</Trans>
        ) : (
          <Trans>Tekshiruv hali tugamagan: qurilmalar, aloqa tezligi va yuqoridagi qoidani tasdiqlash kerak.</Trans>
        )}
      </Alert>
    </Stack>
  );
}
