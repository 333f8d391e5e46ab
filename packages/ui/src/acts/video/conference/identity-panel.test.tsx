import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VideoIdentityParty, VideoIdentityState } from '@notary/domain/contracts';
import type { FaceCaptureProps } from '@notary/face-check/overlay';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../../../session/index.ts';
import type { User } from '../../../session/user.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { setLiveSocketFactory, type LiveSocket } from '../../live-updates.ts';
import type { VideoIdentityApi } from './identity-api.ts';
import { IdentityPanel } from './identity-panel.tsx';

// The capture area (camera, socket to the face-check service) is the face-check package's; here what the panel hands it and does with its result.
const captures = vi.hoisted(() => [] as FaceCaptureProps[]);
vi.mock('@notary/face-check/overlay', () => ({
  FaceCapture: (props: FaceCaptureProps) => {
    captures.push(props);
    return <div data-testid="face-capture" />;
  },
}));

class FakeSocket extends EventEmitter {
  connected = true;
  disconnect() {
    return this;
  }
}

const AUTHOR = 'u-author';
const BUYER = 'u-buyer';
const party = (userId: string, name: string, over: Partial<VideoIdentityParty> = {}): VideoIdentityParty => ({
  userId,
  name,
  isAuthor: userId === AUTHOR,
  status: 'pending',
  failure: null,
  isRequested: false,
  checkedAt: null,
  ...over,
});
const stateOf = (parties: VideoIdentityParty[], over: Partial<VideoIdentityState> = {}): VideoIdentityState => ({
  actId: 'a1',
  room: 1234,
  actStatus: 'active',
  regnum: null,
  parties,
  isComplete: parties.every((p) => p.status === 'confirmed'),
  ...over,
});

let socket: FakeSocket;
function fakeApi(initial: VideoIdentityState) {
  let current = initial;
  const api = {
    state: vi.fn<VideoIdentityApi['state']>(async () => current),
    attempt: vi.fn<VideoIdentityApi['attempt']>(async () => ({ sessionId: 'S'.repeat(40), pin: '30101900000017', passserial: 'AA', passnum: '1234567' })),
    confirm: vi.fn<VideoIdentityApi['confirm']>(async () => party(BUYER, 'KARIMOV JASUR', { status: 'confirmed' })),
    request: vi.fn<VideoIdentityApi['request']>(async () => current),
  };
  return { api, set: (next: VideoIdentityState) => (current = next) };
}

beforeEach(() => {
  captures.length = 0;
  socket = new FakeSocket();
  setLiveSocketFactory(() => socket as unknown as LiveSocket);
  useSessionStore.setState({ ...initialSessionState });
});
afterEach(() => setLiveSocketFactory(null));

describe('IdentityPanel (issue 16.3)', () => {
  it("shows the notary each party's state live, and asks a party to take the check again", async () => {
    const fake = fakeApi(stateOf([party(AUTHOR, 'TOSHMATOV BOBUR'), party(BUYER, 'KARIMOV JASUR', { status: 'failed', failure: 'face_mismatch' })]));
    renderWithProviders(<IdentityPanel actId="a1" role="notary" api={fake.api} />);
    const rows = await screen.findAllByTestId('identity-row');
    expect(rows.map((r) => [r.getAttribute('data-user'), r.getAttribute('data-status')])).toEqual([
      [AUTHOR, 'pending'],
      [BUYER, 'failed'],
    ]);
    expect(within(rows[1]!).getByText('yuz fuqarolik reyestridagi suratga mos kelmadi')).toBeTruthy();
    expect(screen.getByTestId('identity-summary').textContent).toContain("har bir taraf yuzni tekshirishdan o'tishi kerak");

    // The buyer passes the check: the conference hears it and the notary's panel follows.
    fake.set(stateOf([party(AUTHOR, 'TOSHMATOV BOBUR', { status: 'confirmed' }), party(BUYER, 'KARIMOV JASUR', { status: 'confirmed' })]));
    act(() => void socket.emit('video:identity', { actId: 'a1', userId: BUYER, isConfirmed: true, status: 'confirmed', isRequested: false }));
    await waitFor(() => expect(screen.getAllByTestId('identity-row').map((r) => r.getAttribute('data-status'))).toEqual(['confirmed', 'confirmed']));
    expect(screen.getAllByText('Shaxs yuzni tekshirish orqali tasdiqlandi')).toHaveLength(2);
    expect(await screen.findByText('KARIMOV JASUR: shaxs yuzni tekshirish orqali tasdiqlandi')).toBeTruthy();
    expect(screen.getByTestId('identity-summary').textContent).toContain("ro'yxatga olish mumkin");
    // Another act's news changes nothing.
    const calls = fake.api.state.mock.calls.length;
    act(() => void socket.emit('video:identity', { actId: 'other', userId: BUYER, isConfirmed: false, status: 'pending', isRequested: true }));
    expect(fake.api.state.mock.calls.length).toBe(calls);

    fake.set(stateOf([party(AUTHOR, 'TOSHMATOV BOBUR', { status: 'confirmed' }), party(BUYER, 'KARIMOV JASUR', { isRequested: true })]));
    fireEvent.click(within(screen.getAllByTestId('identity-row')[1]!).getByTestId('identity-ask'));
    await waitFor(() => expect(fake.api.request).toHaveBeenCalledWith('a1', BUYER));
    await waitFor(() => expect(screen.getAllByTestId('identity-row')[1]!.getAttribute('data-status')).toBe('pending'));
    expect(screen.getByText("Qayta tekshirish so'raldi")).toBeTruthy();
  });

  it('lets a party take the face check in the call under the API’s session id and sends its result', async () => {
    useSessionStore.setState({ user: { id: BUYER } as User });
    const fake = fakeApi(stateOf([party(AUTHOR, 'TOSHMATOV BOBUR'), party(BUYER, 'KARIMOV JASUR')]));
    renderWithProviders(<IdentityPanel actId="a1" role="participant" api={fake.api} />);
    expect((await screen.findByTestId('identity-own')).getAttribute('data-status')).toBe('pending');
    // Only their own row: a party does not see or ask about the others.
    expect(screen.queryAllByTestId('identity-row')).toHaveLength(0);

    // The notary asks: the prompt shows.
    act(() => void socket.emit('video:identity', { actId: 'a1', userId: BUYER, isConfirmed: false, status: 'pending', isRequested: true }));
    expect(await screen.findByTestId('identity-asked')).toBeTruthy();

    fireEvent.click(screen.getByTestId('identity-start'));
    expect(await screen.findByTestId('face-capture')).toBeTruthy();
    const capture = captures.at(-1)!;
    expect(capture.sessionId).toBe('S'.repeat(40));
    expect(capture.auth).toEqual({ pin: '30101900000017', passserial: 'AA', passnum: '1234567' });

    fake.set(stateOf([party(AUTHOR, 'TOSHMATOV BOBUR'), party(BUYER, 'KARIMOV JASUR', { status: 'confirmed' })]));
    act(() => capture.onResult({ isOk: true, livenessWasSuccessful: true, bestshot: 'AAAA', jwt: 'h.p.s' } as Parameters<FaceCaptureProps['onResult']>[0]));
    await waitFor(() => expect(fake.api.confirm).toHaveBeenCalledWith('a1', 'h.p.s'));
    await waitFor(() => expect(screen.getByTestId('identity-own').getAttribute('data-status')).toBe('confirmed'));
    expect(screen.queryByTestId('identity-start')).toBeNull();
    expect(screen.queryByTestId('identity-asked')).toBeNull();
  });

  it('says in words why the check could not start, and shows "registered" to everyone in the call', async () => {
    useSessionStore.setState({ user: { id: BUYER } as User });
    const fake = fakeApi(stateOf([party(BUYER, 'KARIMOV JASUR')]));
    fake.api.attempt.mockRejectedValueOnce({ data: { code: 'video_identity_not_in_conference' } });
    renderWithProviders(<IdentityPanel actId="a1" role="participant" api={fake.api} />);
    fireEvent.click(await screen.findByTestId('identity-start'));
    expect((await screen.findByTestId('identity-error')).textContent).toContain("avval konferensiyaga qo'shiling");

    fake.set(stateOf([party(BUYER, 'KARIMOV JASUR', { status: 'confirmed' })], { actStatus: 'registered', regnum: '2026/17' }));
    act(() => void socket.emit('act:changed', { actId: 'a1', step: 9, status: 'registered', event: 'register', actor: 'notary', at: new Date().toISOString() }));
    expect((await screen.findByTestId('registered-in-call')).textContent).toContain('2026/17');
    expect(screen.queryByTestId('identity-start')).toBeNull();
  });
});
