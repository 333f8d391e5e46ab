import { MIN_CONNECTION_MBPS, MIN_VIDEO_RESOLUTION, RECOMMENDED_CONNECTION_MBPS } from '../constants/index.js';
import type { RuleResult } from './rule-result.js';

/** What the browser's device and speed checks found, plus the account's state. */
export type VideoConferenceFacts = {
  isSignedIn: boolean;
  isPersonalDataVerified: boolean;
  hasWebcam: boolean;
  hasMicrophone: boolean;
  /** The best resolution the camera delivers, or null when unknown. */
  camera: { width: number; height: number } | null;
  downlinkMbps: number;
};

/**
 * acts-domain 5 "Video conference needs a webcam, a microphone, a camera of
 * at least 1280x720; a connection of at least 2 Mb/s (4 recommended); a
 * login and confirmed personal data". Checked in that order of what the
 * user can fix first. A portrait camera (720×1280, phones) counts: the long
 * and short sides are compared.
 */
export function checkVideoConferenceReadiness(facts: VideoConferenceFacts): RuleResult {
  return checkVideoAccountReadiness(facts) ?? checkVideoDeviceReadiness(facts);
}

/**
 * The account's part of the video check ("a login and confirmed personal
 * data"): the one the server knows, and checks for itself.
 */
export function checkVideoAccountReadiness(facts: Pick<VideoConferenceFacts, 'isSignedIn' | 'isPersonalDataVerified'>): RuleResult {
  if (!facts.isSignedIn) return { code: 'login_required' };
  if (!facts.isPersonalDataVerified) return { code: 'personal_data_not_verified' };
  return null;
}

/**
 * The devices' part (webcam, microphone, resolution, speed): only the
 * browser measures these, so only the browser checks them; the server has no
 * such facts and never makes them up.
 */
export function checkVideoDeviceReadiness(facts: Omit<VideoConferenceFacts, 'isSignedIn' | 'isPersonalDataVerified'>): RuleResult {
  if (!facts.hasWebcam) return { code: 'camera_not_found' };
  if (!facts.hasMicrophone) return { code: 'microphone_not_found' };
  if (!meetsMinResolution(facts.camera)) {
    return { code: 'video_resolution_too_low', details: { camera: facts.camera, minimum: MIN_VIDEO_RESOLUTION } };
  }
  if (connectionQuality(facts.downlinkMbps) === 'too_slow') {
    return { code: 'connection_too_slow', details: { mbps: facts.downlinkMbps, minimum: MIN_CONNECTION_MBPS } };
  }
  return null;
}

function meetsMinResolution(camera: { width: number; height: number } | null): boolean {
  if (camera === null) return false;
  const long = Math.max(camera.width, camera.height);
  const short = Math.min(camera.width, camera.height);
  return long >= MIN_VIDEO_RESOLUTION.width && short >= MIN_VIDEO_RESOLUTION.height;
}

/** Below 2 Mb/s blocks; 2 to 4 works with a "4 recommended" hint; 4 and more is fine. */
export function connectionQuality(mbps: number): 'too_slow' | 'enough' | 'recommended' {
  if (mbps < MIN_CONNECTION_MBPS) return 'too_slow';
  return mbps < RECOMMENDED_CONNECTION_MBPS ? 'enough' : 'recommended';
}
