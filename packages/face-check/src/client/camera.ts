import { MIN_CAMERA_RESOLUTION, type CameraErrorCode } from '../protocol/index.js';
import { FaceCheckError } from './errors.js';

export type CameraCheckOptions = {
  /** Video identification needs a microphone too; the sign-in face check does not. */
  needMicrophone?: boolean;
  minWidth?: number;
  minHeight?: number;
};

type MediaDevicesLike = Pick<MediaDevices, 'enumerateDevices' | 'getUserMedia'>;

/** Maps a getUserMedia rejection to the camera errors of spec/shell.md 8. */
export function cameraErrorFromException(error: unknown, needMicrophone = false): CameraErrorCode {
  const name = error instanceof Error || (typeof error === 'object' && error !== null) ? String((error as { name?: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permission_denied';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'not_readable';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return needMicrophone ? 'no_microphone' : 'no_webcam';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'low_resolution';
    default:
      return 'unknown';
  }
}

function constraints({ needMicrophone = false, minWidth = MIN_CAMERA_RESOLUTION.width, minHeight = MIN_CAMERA_RESOLUTION.height }: CameraCheckOptions): MediaStreamConstraints {
  // `ideal`, not `min`: a camera below the minimum must still open so that we
  // can name the problem (low_resolution) instead of a bare OverconstrainedError.
  return { video: { facingMode: 'user', width: { ideal: minWidth }, height: { ideal: minHeight } }, audio: needMicrophone };
}

function isBelow(stream: MediaStream, minWidth: number, minHeight: number): boolean {
  const settings = stream.getVideoTracks()[0]?.getSettings() ?? {};
  const { width, height } = settings;
  if (!width || !height) return false;
  // Phones in portrait report 480×640 for a 640×480 camera.
  return Math.max(width, height) < Math.max(minWidth, minHeight) || Math.min(width, height) < Math.min(minWidth, minHeight);
}

/**
 * spec/shell.md 4 step 2: before the face-check dialog opens, a video device
 * must exist and camera permission must be granted. Opens the camera once
 * (which asks for the permission) and closes it again.
 */
export async function checkCamera(options: CameraCheckOptions = {}, media: MediaDevicesLike | undefined = globalThis.navigator?.mediaDevices): Promise<'ok' | CameraErrorCode> {
  const { needMicrophone = false, minWidth = MIN_CAMERA_RESOLUTION.width, minHeight = MIN_CAMERA_RESOLUTION.height } = options;
  // No mediaDevices at all: an insecure (http) page or a browser without cameras.
  if (!media?.getUserMedia) return 'unknown';
  try {
    const devices = await media.enumerateDevices();
    if (!devices.some((d) => d.kind === 'videoinput')) return 'no_webcam';
    if (needMicrophone && !devices.some((d) => d.kind === 'audioinput')) return 'no_microphone';
  } catch {
    // Some browsers refuse to list devices before permission: let getUserMedia decide.
  }
  let stream: MediaStream;
  try {
    stream = await media.getUserMedia(constraints(options));
  } catch (error) {
    return cameraErrorFromException(error, needMicrophone);
  }
  const low = isBelow(stream, minWidth, minHeight);
  for (const track of stream.getTracks()) track.stop();
  return low ? 'low_resolution' : 'ok';
}

/**
 * Opens the camera into `video` (muted, inline, playing). Throws a
 * FaceCheckError with code `camera` and the camera error code.
 */
export async function openCamera(video: HTMLVideoElement, options: CameraCheckOptions = {}, media: MediaDevicesLike | undefined = globalThis.navigator?.mediaDevices): Promise<MediaStream> {
  if (!media?.getUserMedia) throw new FaceCheckError('camera', 'no camera API in this context', 'unknown');
  let stream: MediaStream;
  try {
    stream = await media.getUserMedia(constraints(options));
  } catch (error) {
    const code = cameraErrorFromException(error, options.needMicrophone);
    throw new FaceCheckError('camera', `camera: ${code}`, code);
  }
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  try {
    await video.play();
  } catch {
    // Autoplay of a muted camera stream is allowed; a rejection here only
    // means play() was interrupted by a new load, and frames still arrive.
  }
  return stream;
}

export function stopCamera(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
