import { act, screen } from '@testing-library/react';
import type { FaceCaptureProps } from '@notary/face-check/overlay';
import { requestFaceCheck } from '@notary/face-check/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { FaceCheckDialog } from './face-check-dialog.tsx';

// The capture area (camera, socket) is the face-check package's; here only what the dialog hands it matters.
const captures = vi.hoisted(() => [] as FaceCaptureProps[]);
vi.mock('@notary/face-check/overlay', () => ({
  FaceCapture: (props: FaceCaptureProps) => {
    captures.push(props);
    return <div data-testid="face-capture" />;
  },
}));
const finish = vi.hoisted(() => vi.fn<(auth: unknown, jwt: string) => Promise<unknown>>(async () => ({ kind: 'success' })));
vi.mock('./sign-in-flow.ts', () => ({ finishSignIn: finish, failFaceCheck: vi.fn<() => void>(), cancelSignIn: vi.fn<() => void>() }));

const data = { pin: '30101900000017', passserial: 'AA', passnum: '1234567' };
const ATTEMPT = 'Qk3v9-hJ2_aX8mLp0sT4uW6yZ1bC5dE7';

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  captures.length = 0;
  finish.mockClear();
});
afterEach(() => vi.clearAllMocks());

describe('the face-check dialog and the sign-in attempt', () => {
  it("runs the face check under the pre-check's attempt id and sends /auth the auth data alone", async () => {
    renderWithProviders(<FaceCheckDialog />);
    act(() => requestFaceCheck({ ...data, sessionId: ATTEMPT }));
    expect(await screen.findByTestId('face-capture')).toBeTruthy();
    const props = captures.at(-1)!;
    expect(props.sessionId).toBe(ATTEMPT);
    expect(props.auth).toEqual(data);
    act(() => props.onResult({ isOk: true, livenessWasSuccessful: true, bestshot: 'AAAA', jwt: 'h.p.s' } as Parameters<FaceCaptureProps['onResult']>[0]));
    expect(finish).toHaveBeenCalledWith(data, 'h.p.s');
  });

  it('a new request (a retry with a new pre-check) restarts the capture under the new attempt id', async () => {
    renderWithProviders(<FaceCheckDialog />);
    act(() => requestFaceCheck({ ...data, sessionId: ATTEMPT }));
    await screen.findByTestId('face-capture');
    act(() => requestFaceCheck({ ...data, sessionId: 'another-attempt-id-000000001' }));
    expect(captures.at(-1)!.sessionId).toBe('another-attempt-id-000000001');
  });

  // Issue 15.5: a fixed terminal camera read from a step away; the citizen web's dialog keeps its layout.
  it('at the kiosk: large guidance, a large cancel button, a larger hint on the preview, the preview centred', async () => {
    useSessionStore.setState({ mode: 'kiosk' });
    renderWithProviders(<FaceCheckDialog />);
    act(() => requestFaceCheck({ ...data, sessionId: ATTEMPT }));
    await screen.findByTestId('face-capture');
    expect(screen.getByTestId('face-check-guidance').style.fontSize).toBe('calc(1.75rem * var(--mantine-scale))');
    expect(screen.getByTestId('face-check-close').getAttribute('data-size')).toBe('xl');
    const props = captures.at(-1)!;
    expect(props.hintFontSize).toBe(40);
    expect(props.style?.marginInline).toBe('auto');
  });

  it('in the citizen web: the dialog as it was', async () => {
    renderWithProviders(<FaceCheckDialog />);
    act(() => requestFaceCheck({ ...data, sessionId: ATTEMPT }));
    await screen.findByTestId('face-capture');
    expect(screen.getByTestId('face-check-guidance').style.fontSize).toBe('');
    expect(screen.getByTestId('face-check-close').getAttribute('data-size')).toBe('md');
    expect(captures.at(-1)!.hintFontSize).toBeUndefined();
  });
});
