import { useEffect, useRef, type CSSProperties } from 'react';
import type { FaceCheckLocale, FaceCheckStats } from '../protocol/index.js';
import { drawOverlay, type Fit } from './draw.js';

export type FaceCaptureOverlayProps = {
  /** The latest STATS of the service, or null before the first. */
  stats: FaceCheckStats | null;
  locale: FaceCheckLocale;
  /** Whether the preview under the canvas is mirrored (it is by default). */
  mirrored?: boolean;
  /** The preview's CSS object-fit. */
  fit?: Fit;
  /** The check succeeded: draws the final frame and stops the animation loop. */
  isOk?: boolean;
  /** The hint's text size (the kiosk's is larger). */
  hintFontSize?: number;
  className?: string;
  style?: CSSProperties;
};

/**
 * spec/shell.md 2.5: a canvas over the camera preview with the face frame,
 * the guidance arrows and the hint, redrawn on every animation frame until
 * the check is ok. Place it in a positioned box together with the video.
 */
export function FaceCaptureOverlay({ stats, locale, mirrored = true, fit = 'cover', isOk = false, hintFontSize, className, style }: FaceCaptureOverlayProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stateRef = useRef({ stats, locale, mirrored, fit, isOk, hintFontSize });
  useEffect(() => {
    stateRef.current = { stats, locale, mirrored, fit, isOk, hintFontSize };
  }, [stats, locale, mirrored, fit, isOk, hintFontSize]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const draw = () => {
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      const ratio = globalThis.devicePixelRatio || 1;
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      // Resizing a canvas clears it, so only when the box changed.
      if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
      }
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawOverlay(ctx, { width, height }, stateRef.current);
    };
    if (isOk) {
      stateRef.current = { ...stateRef.current, isOk };
      draw();
      return;
    }
    let frame = requestAnimationFrame(function loop() {
      draw();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [isOk]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="face-capture-overlay"
      className={className}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', ...style }}
    />
  );
}
