import { describe, expect, it } from 'vitest';
import { clientModeOf, EMPTY_PASSPORT_AUTH_DATA, hasAnyRole, isServedInGeneralQueue } from './index.js';

describe('identity', () => {
  it('hasAnyRole', () => {
    expect(hasAnyRole({ roles: ['citizen'] }, ['notary', 'admin'])).toBe(false);
    expect(hasAnyRole({ roles: ['citizen', 'notary'] }, ['notary'])).toBe(true);
    expect(hasAnyRole(null, ['citizen'])).toBe(false);
    expect(hasAnyRole({ roles: ['admin'] }, [])).toBe(false);
  });

  it('passport auth data starts empty', () => {
    expect(Object.values(EMPTY_PASSPORT_AUTH_DATA)).toEqual(['', '', '', '', '']);
  });

  it('more than 15 minutes late goes to the general queue', () => {
    const booked = new Date('2025-03-10T04:00:00Z');
    expect(isServedInGeneralQueue(booked, new Date('2025-03-10T04:15:00Z'))).toBe(false);
    expect(isServedInGeneralQueue(booked, new Date('2025-03-10T04:15:01Z'))).toBe(true);
  });

  it('kiosk mode from the path', () => {
    expect(clientModeOf('/kiosk/auth')).toBe('kiosk');
    expect(clientModeOf('/my_notarial_act')).toBe('browser');
  });
});
