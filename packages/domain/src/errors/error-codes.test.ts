import { describe, expect, it } from 'vitest';
import {
  CONFIRMATIONS,
  ERROR_CODE_LIST,
  ERROR_CODES,
  ERROR_HTTP_STATUS,
  isErrorBody,
  isErrorCode,
  mediaErrorCode,
  NOTICES,
  type ErrorCode,
} from './index.js';

describe('error catalogue', () => {
  it('carries the spec literal codes with their statuses (shell 8)', () => {
    expect(ERROR_HTTP_STATUS.uuid_not_found).toBe(418);
    expect(ERROR_HTTP_STATUS.pin_not_found_in_uuid).toBe(418);
    expect(ERROR_HTTP_STATUS['Access Denied']).toBe(403);
    expect(ERROR_HTTP_STATUS.download_forbidden).toBe(418);
    expect(ERROR_HTTP_STATUS.internal_error).toBe(500);
  });

  // Each condition in the spec's words, with the code and HTTP status that carry it.
  it.each<[condition: string, code: ErrorCode, status: number]>([
    ['shell 8: 400, the body is shown as an error toast', 'bad_request', 400],
    ["shell 8: 403 with message 'Access Denied', session cleared", 'Access Denied', 403],
    ['shell 8: other 403, go to /403', 'forbidden', 403],
    ["shell 8: 500, 'Tizimda xatolik'", 'internal_error', 500],
    ['shell 8: 404 on GET (go to /404) and on POST (show the body)', 'not_found', 404],
    ['shell 8: 418 code uuid_not_found', 'uuid_not_found', 418],
    ['shell 8: 418 code pin_not_found_in_uuid', 'pin_not_found_in_uuid', 418],
    ['shell 8: 418 on file download', 'download_forbidden', 418],
    ['shell 8: sign-in failure text', 'sign_in_failed', 401],
    ['shell 8: camera error, no webcam', 'camera_not_found', 422],
    ['shell 8: camera error, no microphone', 'microphone_not_found', 422],
    ['shell 8: camera error, minimal resolution 640x480 (shell)', 'camera_resolution_too_low', 422],
    ['shell 8: camera error, camera not readable', 'camera_in_use', 422],
    ['shell 8: camera error, permission denied', 'camera_permission_denied', 422],
    ['shell 8: camera error, unknown', 'camera_unknown_error', 422],
    ['shell 8: the face-check time-out (123 s) shows the error dialog', 'face_check_timeout', 408],
    ['acts-domain 8: notarial act not found', 'act_not_found', 404],
    ['acts-domain 8: unexpected search error; retry', 'search_failed', 503],
    ['acts-domain 8: login needed to open the page (also the acts list)', 'login_required', 401],
    ['acts-domain 8: registration time expired; ask the notary for a new time', 'registration_time_expired', 409],
    ['acts-domain 8: personal data not verified, so no video registration', 'personal_data_not_verified', 422],
    ['acts-domain 8: deceased party', 'party_deceased', 422],
    ['acts-domain 8: enforcement bureau debt', 'enforcement_debt', 422],
    ['acts-domain 8: vehicle bans, restraints and fines', 'vehicle_encumbered', 422],
    ['acts-domain 8: duplicate unfinished act (per type)', 'duplicate_unfinished_act', 409],
    ['acts-domain 8: no kinship found between parties (reload option)', 'kinship_not_found', 422],
    ['acts-domain 8: no rating given', 'rating_required', 400],
    ['acts-domain 8: video device error, no webcam', 'camera_not_found', 422],
    ['acts-domain 8: video device error, webcam blocked', 'camera_blocked', 422],
    ['acts-domain 8: video device error, no microphone', 'microphone_not_found', 422],
    ['acts-domain 8: video device error, device in use', 'camera_in_use', 422],
    ['acts-domain 8: video device error, permission denied', 'camera_permission_denied', 422],
    ['acts-domain 8: video device error, unknown error', 'camera_unknown_error', 422],
    ['acts-domain 8: video device error, resolution too low (1280x720)', 'video_resolution_too_low', 422],
  ])('%s → %s (%i)', (_condition, code, status) => {
    expect(isErrorCode(code)).toBe(true);
    expect(ERROR_CODES[code].status).toBe(status);
    expect(ERROR_CODES[code].messageKey).toMatch(/^error_/);
  });

  it('gives every code an HTTP error status and a unique message key', () => {
    for (const code of ERROR_CODE_LIST) {
      expect(ERROR_CODES[code].status).toBeGreaterThanOrEqual(400);
      expect(ERROR_CODES[code].status).toBeLessThan(600);
    }
    const keys = ERROR_CODE_LIST.map((code) => ERROR_CODES[code].messageKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('recognises error bodies', () => {
    expect(isErrorBody({ code: 'uuid_not_found', message: 'x' })).toBe(true);
    expect(isErrorBody({ code: 'no_such_code', message: 'x' })).toBe(false);
    expect(isErrorBody({ code: 'toString', message: 'x' })).toBe(false);
    expect(isErrorBody('Access Denied')).toBe(false);
    expect(isErrorCode('Access Denied')).toBe(true);
    expect(isErrorCode('hasOwnProperty')).toBe(false);
  });

  it('maps getUserMedia failures to device codes', () => {
    expect(mediaErrorCode('NotFoundError')).toBe('camera_not_found');
    expect(mediaErrorCode('NotFoundError', 'audio')).toBe('microphone_not_found');
    expect(mediaErrorCode('NotAllowedError')).toBe('camera_permission_denied');
    expect(mediaErrorCode('NotReadableError')).toBe('camera_in_use');
    expect(mediaErrorCode('SecurityError')).toBe('camera_blocked');
    expect(mediaErrorCode('OverconstrainedError')).toBe('camera_resolution_too_low');
    expect(mediaErrorCode('OverconstrainedError', 'video', 'video_act')).toBe('video_resolution_too_low');
    expect(mediaErrorCode('Whatever')).toBe('camera_unknown_error');
  });

  it('lists the notices and confirmation dialogs of acts-domain 8', () => {
    expect(Object.keys(NOTICES)).toHaveLength(8);
    for (const key of ['delete', 'annul', 'go_back', 'change_notary', 'exit_deal', 'add_party', 'delete_minor']) {
      expect(Object.keys(CONFIRMATIONS)).toContain(key);
    }
  });
});
