import { describe, expect, it } from 'vitest';
import * as act from '../act/index.js';
import * as c from './index.js';

describe('constants of shell 9 and acts-domain 9', () => {
  it('identification (shell 9)', () => {
    expect([c.PASSPORT_SERIES_LENGTH, c.PASSPORT_NUMBER_LENGTH, c.PIN_LENGTH]).toEqual([2, 7, 14]);
  });

  it('face check', () => {
    expect(c.FACE_CHECK_TIMEOUT_MS).toBe(123_000);
    expect(c.FRAME_INTERVAL_MS).toBe(300);
    expect(c.JPEG_QUALITY).toBe(0.6);
    expect(c.HEARTBEAT_MS).toBe(3000);
    expect(c.START_DELAY_MS).toBe(3000);
    expect(c.SOCKET_CONNECT_TIMEOUT_MS).toBe(4000);
    expect(c.RECONNECT).toEqual({ minMs: 1000, maxMs: 10_000, factor: 1.3 });
  });

  it('shell and platform', () => {
    expect([c.REQUEST_TIMEOUT_MS, c.SIGN_IN_TIMEOUT_MS]).toEqual([100_000, 60_000]);
    expect([c.ERROR_TOAST_MS, c.ACCESS_ERROR_TOAST_MS, c.SESSION_EXPIRED_TOAST_MS]).toEqual([20_000, 30_000, 3000]);
    expect([c.FACE_GUIDE_ICON_SIZE_PX, c.FACE_GUIDE_ICON_OFFSET_PX, c.FACE_CANVAS_FONT_SIZE_PX]).toEqual([45, 60, 18]);
    expect(c.KEYBOARD_DEFAULT_MAX_LENGTH).toBe(250);
    expect(c.DEFAULT_LOCALE).toBe('oz');
    expect(c.LOCALES).toEqual(['oz', 'uz', 'ru']);
    expect(c.FACE_LOCALES).toEqual(['oz', 'uz', 'ru', 'kaa']);
    expect(c.CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(c.HELPLINE).toBe('1008');
    expect(c.isLocale('uz')).toBe(true);
    expect(c.isLocale('kaa')).toBe(false);
  });

  it('acts domain', () => {
    expect(c.ACT_STEP_COUNT).toBe(9);
    expect(c.ACT_STEP_COUNT).toBe(act.ACT_STEP_NUMBERS.length);
    expect(c.REG_TYPES).toEqual({ in_person: 1, video: 2 });
    expect(c.ACT_TYPE_IDS).toEqual([
      1, 4, 9, 101, 105, 11651, 11680, 11720, 11742, 11944, 11962, 12047, 15003, 15034, 15035, 15018, 15025,
    ]);
    expect([c.isActTypeId(15035), c.isActTypeId(2)]).toEqual([true, false]);
    expect(c.HELPLINE).toBe('1008');
    expect(c.MIN_VIDEO_RESOLUTION).toEqual({ width: 1280, height: 720 });
    expect([c.MIN_CONNECTION_MBPS, c.RECOMMENDED_CONNECTION_MBPS]).toEqual([2, 4]);
    expect(c.MINOR_ALONE_AGE).toBe(15);
    expect([c.CLOSE_RELATIVE_VEHICLE_TRANSFER_DUTY_PERCENT, c.CLOSE_RELATIVE_VEHICLE_POA_DUTY_PERCENT]).toEqual([5, 50]);
    expect(c.EQUEUE_LATE_MINUTES).toBe(15);
    expect(c.TASHKENT_TZ).toBe('Asia/Tashkent');
    expect(c.TASHKENT_UTC_OFFSET_MINUTES).toBe(300);
  });

  it('the act subpath re-exports the same act type ids and registration types (one definition)', () => {
    expect(act.ACT_TYPE_IDS).toBe(c.ACT_TYPE_IDS);
    expect(act.REG_TYPES).toBe(c.REG_TYPES);
    expect(act.isActTypeId).toBe(c.isActTypeId);
    expect(Object.keys(act.ACT_TYPES).map(Number).sort((a, b) => a - b)).toEqual(
      [...c.ACT_TYPE_IDS].sort((a, b) => a - b),
    );
  });
});
