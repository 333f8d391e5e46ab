import { describe, expect, it, vi } from 'vitest';
import { cameraErrorFromException, checkCamera } from './index.js';

type Device = { kind: MediaDeviceKind };

function media({ devices = [{ kind: 'videoinput' }] as Device[], settings = { width: 640, height: 480 }, error = null as unknown } = {}) {
  const stop = vi.fn<() => void>();
  const stream = {
    getVideoTracks: () => [{ getSettings: () => settings }],
    getTracks: () => [{ stop }, { stop }],
  } as unknown as MediaStream;
  return {
    stop,
    devices: {
      enumerateDevices: vi.fn<() => Promise<MediaDeviceInfo[]>>(async () => devices as MediaDeviceInfo[]),
      getUserMedia: vi.fn<(constraints?: MediaStreamConstraints) => Promise<MediaStream>>(async () => {
        if (error) throw error;
        return stream;
      }),
    },
  };
}

const named = (name: string) => Object.assign(new Error(name), { name });

describe('checkCamera (spec/shell.md 8 camera errors)', () => {
  it('is ok with a 640×480 camera and closes it again', async () => {
    const m = media();
    await expect(checkCamera({}, m.devices)).resolves.toBe('ok');
    expect(m.stop).toHaveBeenCalledTimes(2);
    expect(m.devices.getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false }));
  });

  it('answers no_webcam without a video device', async () => {
    await expect(checkCamera({}, media({ devices: [{ kind: 'audioinput' }] }).devices)).resolves.toBe('no_webcam');
  });

  it('answers no_microphone only when a microphone is needed', async () => {
    const m = media({ devices: [{ kind: 'videoinput' }] });
    await expect(checkCamera({ needMicrophone: true }, m.devices)).resolves.toBe('no_microphone');
    await expect(checkCamera({ needMicrophone: false }, m.devices)).resolves.toBe('ok');
  });

  it('answers low_resolution below the minimum, in either orientation', async () => {
    await expect(checkCamera({}, media({ settings: { width: 320, height: 240 } }).devices)).resolves.toBe('low_resolution');
    await expect(checkCamera({}, media({ settings: { width: 480, height: 640 } }).devices)).resolves.toBe('ok');
    await expect(checkCamera({ minWidth: 1280, minHeight: 720 }, media().devices)).resolves.toBe('low_resolution');
  });

  it.each([
    ['NotAllowedError', 'permission_denied'],
    ['SecurityError', 'permission_denied'],
    ['NotReadableError', 'not_readable'],
    ['NotFoundError', 'no_webcam'],
    ['OverconstrainedError', 'low_resolution'],
    ['TypeError', 'unknown'],
  ])('maps %s to %s', async (name, code) => {
    await expect(checkCamera({}, media({ error: named(name) }).devices)).resolves.toBe(code);
  });

  it('answers unknown without a camera API (insecure page)', async () => {
    await expect(checkCamera({}, undefined)).resolves.toBe('unknown');
  });

  it('maps a missing device to no_microphone when a microphone was asked for', () => {
    expect(cameraErrorFromException(named('NotFoundError'), true)).toBe('no_microphone');
    expect(cameraErrorFromException('weird')).toBe('unknown');
  });
});
