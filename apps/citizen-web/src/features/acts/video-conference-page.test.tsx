import { screen } from '@testing-library/react';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createUser, renderRoutes } from '@notary/ui/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { ActVideoConferencePage } from './video-conference-page.tsx';

// Issue 16.1: nobody reaches the conference without the check before joining.

const ACT_UUID = '6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b';
const routes = [{ path: '/enotarial_act/:uuid/video', element: <ActVideoConferencePage /> }];

afterEach(() => useSessionStore.setState(initialSessionState));

describe('the act video conference page', () => {
  it('asks a signed-out visitor to sign in and opens no conference', async () => {
    renderRoutes(routes, `/enotarial_act/${ACT_UUID}/video`);
    expect(await screen.findByTestId('video-prejoin-sign-in')).toBeTruthy();
    expect(screen.queryByTestId('video-prejoin-join')).toBeNull();
  });

  it('stops a citizen whose personal data is not verified before the device check', async () => {
    useSessionStore.setState({ ...initialSessionState, token: 't', user: { ...createUser(), valid: false } });
    renderRoutes(routes, `/enotarial_act/${ACT_UUID}/video`);
    expect(await screen.findByTestId('video-prejoin-unverified')).toBeTruthy();
    expect(screen.queryByTestId('video-prejoin-join')).toBeNull();
  });
});
