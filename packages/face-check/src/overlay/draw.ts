/**
 * Drawing of the capture overlay (spec/shell.md 2.5, 9): the face frame from
 * STATS' faceRect, guidance arrows (icon 45 px, 60 px off the frame) and the
 * hint text (18px). Pure functions over a 2D context so they can be tested
 * without a browser.
 */
import { hintText } from '../hints/index.js';
import { GUIDE_ICON_OFFSET, GUIDE_ICON_SIZE, HINT_FONT_SIZE, type FaceCheckLocale, type FaceCheckStats, type FaceRect } from '../protocol/index.js';

export type Size = { width: number; height: number };
/** How the video fills its box: CSS object-fit of the preview. */
export type Fit = 'cover' | 'contain';
export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * Maps a rectangle in frame pixels (the camera's own orientation) to the
 * preview box. The preview is mirrored like a bathroom mirror, so x flips.
 */
export function mapFaceRect(rect: FaceRect, frame: Size, view: Size, { mirrored = true, fit = 'cover' as Fit } = {}): FaceRect {
  const scale = fit === 'cover' ? Math.max(view.width / frame.width, view.height / frame.height) : Math.min(view.width / frame.width, view.height / frame.height);
  const offsetX = (view.width - frame.width * scale) / 2;
  const offsetY = (view.height - frame.height * scale) / 2;
  const width = rect.width * scale;
  const left = offsetX + rect.x * scale;
  return {
    x: mirrored ? view.width - left - width : left,
    y: offsetY + rect.y * scale,
    width,
    height: rect.height * scale,
  };
}

/**
 * The arrow of a guidance code as the person sees it in the mirrored preview:
 * "camera more right" (17) and "turn the head right" (64) point to the
 * person's right, which is the right of a mirrored picture.
 */
export function arrowFor(code: number, mirrored = true): Direction | null {
  const own: Partial<Record<number, Direction>> = {
    14: 'down',
    16: 'up',
    15: 'left',
    17: 'right',
    19: 'right',
    20: 'left',
    64: 'right',
    65: 'left',
    23: 'up',
    67: 'up',
    24: 'down',
    68: 'down',
  };
  const direction = own[code] ?? null;
  if (mirrored || (direction !== 'left' && direction !== 'right')) return direction;
  return direction === 'left' ? 'right' : 'left';
}

/** The subset of CanvasRenderingContext2D the overlay uses. */
export type Context2D = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'strokeRect'
  | 'fillRect'
  | 'fillText'
  | 'measureText'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'fill'
  | 'save'
  | 'restore'
  | 'strokeStyle'
  | 'fillStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>;

export type OverlayState = {
  stats: FaceCheckStats | null;
  locale: FaceCheckLocale;
  mirrored?: boolean;
  fit?: Fit;
  /** The check succeeded: the frame turns green and no hint is shown. */
  isOk?: boolean;
  /** The hint's text size in CSS pixels (HINT_FONT_SIZE; larger at the kiosk, read from a step away). */
  hintFontSize?: number;
};

const OK_COLOUR = '#2fb344';
const GUIDE_COLOUR = '#f59f00';

/** A filled chevron of GUIDE_ICON_SIZE, GUIDE_ICON_OFFSET outside the frame's side. */
export function arrowPath(rect: FaceRect, direction: Direction): [number, number][] {
  const s = GUIDE_ICON_SIZE;
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  switch (direction) {
    case 'left': {
      const x = rect.x - GUIDE_ICON_OFFSET;
      return [[x - s / 2, cy], [x + s / 2, cy - s / 2], [x + s / 2, cy + s / 2]];
    }
    case 'right': {
      const x = rect.x + rect.width + GUIDE_ICON_OFFSET;
      return [[x + s / 2, cy], [x - s / 2, cy - s / 2], [x - s / 2, cy + s / 2]];
    }
    case 'up': {
      const y = rect.y - GUIDE_ICON_OFFSET;
      return [[cx, y - s / 2], [cx - s / 2, y + s / 2], [cx + s / 2, y + s / 2]];
    }
    case 'down': {
      const y = rect.y + rect.height + GUIDE_ICON_OFFSET;
      return [[cx, y + s / 2], [cx - s / 2, y - s / 2], [cx + s / 2, y - s / 2]];
    }
  }
}

/** Draws one overlay frame into a canvas of `view` CSS pixels (the caller scales for devicePixelRatio). */
export function drawOverlay(ctx: Context2D, view: Size, state: OverlayState): void {
  const { stats, locale, mirrored = true, fit = 'cover', isOk = false } = state;
  ctx.clearRect(0, 0, view.width, view.height);
  if (!stats) return;
  const codes = isOk ? [] : stats.errors;
  const colour = isOk || stats.isOk ? OK_COLOUR : GUIDE_COLOUR;
  const faceRect = stats.details.faceFramePosition.faceRect;
  const frame = stats.details.frame;
  const rect = faceRect && frame.width > 0 && frame.height > 0 ? mapFaceRect(faceRect, frame, view, { mirrored, fit }) : null;

  ctx.save();
  if (rect) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = 3;
    ctx.strokeRect(rect.x, rect.y, rect.width, rect.height);
    const directions = new Set(codes.map((c) => arrowFor(c, mirrored)).filter((d): d is Direction => d !== null));
    ctx.fillStyle = colour;
    for (const direction of directions) {
      const [first, ...rest] = arrowPath(rect, direction);
      if (!first) continue;
      ctx.beginPath();
      ctx.moveTo(first[0], first[1]);
      for (const [x, y] of rest) ctx.lineTo(x, y);
      ctx.closePath();
      ctx.fill();
    }
  }
  const code = codes[0];
  if (code !== undefined) {
    const text = hintText(code, locale);
    const size = state.hintFontSize ?? HINT_FONT_SIZE;
    ctx.font = `${size}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const width = ctx.measureText(text).width + 24;
    const y = view.height - size * 2;
    ctx.fillStyle = 'rgba(0, 0, 0, 0.6)';
    ctx.fillRect(view.width / 2 - width / 2, y - size, width, size * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fillText(text, view.width / 2, y);
  }
  ctx.restore();
}
