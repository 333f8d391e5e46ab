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
} from './index.js';

describe('error catalogue', () => {
  it('carries the spec literal codes with their statuses (shell 8)', () => {
    expect(ERROR_HTTP_STATUS.uuid_not_found).toBe(418);
    expect(ERROR_HTTP_STATUS.pin_not_found_in_uuid).toBe(418);
    expect(ERROR_HTTP_STATUS['Access Denied']).toBe(403);
    expect(ERROR_HTTP_STATUS.download_forbidden).toBe(418);
    expect(ERROR_HTTP_STATUS.internal_error).toBe(500);
  });

  it('has the conditions of acts-domain 8', () => {
    expect(ERROR_CODE_LIST).toEqual(
      expect.arrayContaining([
        'act_not_found',
        'search_failed',
        'login_required',
        'registration_time_expired',
        'personal_data_not_verified',
        'party_deceased',
        'enforcement_debt',
        'vehicle_encumbered',
        'duplicate_unfinished_act',
        'kinship_not_found',
        'rating_required',
        'camera_not_found',
        'camera_blocked',
        'microphone_not_found',
        'camera_in_use',
        'camera_permission_denied',
        'camera_unknown_error',
        'camera_resolution_too_low',
      ]),
    );
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
    expect(mediaErrorCode('Whatever')).toBe('camera_unknown_error');
  });

  it('lists the notices and confirmation dialogs of acts-domain 8', () => {
    expect(Object.keys(NOTICES)).toHaveLength(8);
    for (const key of ['delete', 'annul', 'go_back', 'change_notary', 'exit_deal', 'add_party', 'delete_minor']) {
      expect(Object.keys(CONFIRMATIONS)).toContain(key);
    }
  });
});
