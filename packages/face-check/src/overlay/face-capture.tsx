import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { startFaceCheck, type StartFaceCheckOptions } from '../client/face-check.js';
import type { FaceCheckResult } from '../client/token.js';
import type { FaceCheckAuth, FaceCheckLocale, FaceCheckStats } from '../protocol/index.js';
import { FaceCaptureOverlay } from './face-capture-overlay.js';

export type FaceCaptureProps = {
  auth: FaceCheckAuth;
  locale: FaceCheckLocale;
  url?: string;
  mirrored?: boolean;
  onResult: (result: FaceCheckResult) => void;
  /** FaceCheckError (timeout, liveness_failed, camera, …); not called after unmount. */
  onError: (error: unknown) => void;
  onStats?: (stats: FaceCheckStats) => void;
  timing?: StartFaceCheckOptions['timing'];
  /** The face check's session id (the API's sign-in attempt id); random when absent. */
  sessionId?: string;
  /** The overlay hint's text size (the kiosk's is larger). */
  hintFontSize?: number;
  className?: string;
  style?: CSSProperties;
};

/**
 * The capture area of the face-check dialog: the mirrored camera preview, the
 * overlay, and one `startFaceCheck` run for as long as it is mounted (an
 * unmount aborts the check and closes the camera).
 */
export function FaceCapture({ auth, locale, url, mirrored = true, onResult, onError, onStats, timing, sessionId, hintFontSize, className, style }: FaceCaptureProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stats, setStats] = useState<FaceCheckStats | null>(null);
  const [isOk, setOk] = useState(false);
  const callbacks = useRef({ onResult, onError, onStats });
  useEffect(() => {
    callbacks.current = { onResult, onError, onStats };
  }, [onResult, onError, onStats]);
  const timingRef = useRef(timing);
  const { pin, passserial, passnum } = auth;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const controller = new AbortController();
    setOk(false);
    setStats(null);
    startFaceCheck({
      url,
      auth: { pin, passserial, passnum },
      sessionId,
      locale,
      video,
      timing: timingRef.current,
      signal: controller.signal,
      onStats: (s) => {
        setStats(s);
        callbacks.current.onStats?.(s);
      },
    }).then(
      (result) => {
        setOk(true);
        callbacks.current.onResult(result);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) callbacks.current.onError(error);
      },
    );
    return () => controller.abort();
  }, [pin, passserial, passnum, sessionId, locale, url]);

  return (
    <div className={className} style={{ position: 'relative', overflow: 'hidden', background: '#000', ...style }}>
      <video
        ref={videoRef}
        muted
        playsInline
        autoPlay
        data-testid="face-capture-video"
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', transform: mirrored ? 'scaleX(-1)' : undefined }}
      />
      <FaceCaptureOverlay stats={stats} locale={locale} mirrored={mirrored} isOk={isOk} hintFontSize={hintFontSize} />
    </div>
  );
}
