import { describe, expect, it, vi } from 'vitest';
import { decodeFaceCheckToken, onFaceCheckRequest, requestFaceCheck } from './index.js';

describe('the face-check event', () => {
  it('carries the auth data to the listener until it unsubscribes', () => {
    const target = new EventTarget();
    const handler = vi.fn<(auth: unknown) => void>();
    const off = onFaceCheckRequest(handler, target);
    const auth = { pin: '12345678901234', passserial: 'AA', passnum: '1234567' };
    requestFaceCheck(auth, target);
    expect(handler).toHaveBeenCalledWith(auth);
    off();
    requestFaceCheck(auth, target);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('decodeFaceCheckToken', () => {
  it('reads the payload, including non-ASCII text', () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ isOk: true, livenessWasSuccessful: false, bestshot: 'abc', note: 'Ўзбекистон' }));
    const payload = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeFaceCheckToken(`e30.${payload}.sig`)).toEqual({ isOk: true, livenessWasSuccessful: false, bestshot: 'abc', jwt: `e30.${payload}.sig` });
  });

  it('throws on something that is not a JWT', () => {
    expect(() => decodeFaceCheckToken('nope')).toThrow('not a JWT');
  });
});
