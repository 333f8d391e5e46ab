import { createUser } from '../testing/factories.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { acceptOffer, refuseOffer, type TermsActionDeps } from './terms-actions.ts';

const user = createUser({ fullname: 'Aliyev Vali', termsofuse: 0 });

function deps(overrides: Partial<TermsActionDeps> = {}) {
  return {
    checkToken: vi.fn<TermsActionDeps['checkToken']>(async () => true),
    offerAccept: vi.fn<TermsActionDeps['offerAccept']>(async () => true),
    logout: vi.fn<TermsActionDeps['logout']>(async () => {}),
    navigate: vi.fn<TermsActionDeps['navigate']>(),
    openNotifyWarning: vi.fn<TermsActionDeps['openNotifyWarning']>(),
    ...overrides,
  };
}

beforeEach(() => useSessionStore.setState({ ...initialSessionState, token: 't', user }));

describe('accepting the offer (spec/shell.md 4, 2.6)', () => {
  it('checks the token, accepts, sets termsofuse 1 and goes to /my_notarial_act in a browser', async () => {
    const d = deps();
    expect(await acceptOffer(d)).toBe(true);
    expect(d.checkToken).toHaveBeenCalled();
    expect(d.offerAccept).toHaveBeenCalledWith(true);
    expect(useSessionStore.getState().user?.termsofuse).toBe(1);
    expect(d.navigate).toHaveBeenCalledWith('/my_notarial_act');
  });

  it('uses and clears a stored redirect', async () => {
    useSessionStore.setState({ redirectUrl: '/equeue' });
    const d = deps();
    await acceptOffer(d);
    expect(d.navigate).toHaveBeenCalledWith('/equeue');
    expect(useSessionStore.getState().redirectUrl).toBeNull();
  });

  it('in the kiosk: the redirect or kiosk main, with the notify-warning dialog', async () => {
    useSessionStore.setState({ mode: 'kiosk' });
    const d = deps();
    await acceptOffer(d);
    expect(d.navigate).toHaveBeenCalledWith('/kiosk/');
    expect(d.openNotifyWarning).toHaveBeenCalled();
  });

  it('a failed token check clears token and user and accepts nothing', async () => {
    const d = deps({ checkToken: vi.fn<TermsActionDeps['checkToken']>(async () => false) });
    expect(await acceptOffer(d)).toBe(false);
    expect(d.offerAccept).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('a failed offer call leaves termsofuse at 0 (only logged)', async () => {
    const d = deps({ offerAccept: vi.fn<TermsActionDeps['offerAccept']>(async () => false) });
    expect(await acceptOffer(d)).toBe(false);
    expect(useSessionStore.getState().user?.termsofuse).toBe(0);
    expect(d.navigate).not.toHaveBeenCalled();
  });
});

describe('refusing the offer (spec/shell.md 4)', () => {
  it("logs out and sends a browser user to '/'", async () => {
    const d = deps();
    await refuseOffer(d);
    expect(d.offerAccept).toHaveBeenCalledWith(false);
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(d.navigate).toHaveBeenCalledWith('/');
  });

  it("sends a kiosk user to 'kiosk.auth'", async () => {
    useSessionStore.setState({ mode: 'kiosk' });
    const d = deps();
    await refuseOffer(d);
    expect(d.navigate).toHaveBeenCalledWith('/kiosk/auth');
  });

  it('signs out explicitly when the refusal call failed', async () => {
    const d = deps({ offerAccept: vi.fn<TermsActionDeps['offerAccept']>(async () => false) });
    await refuseOffer(d);
    expect(d.logout).toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('a failed token check clears the session without calling the offer', async () => {
    const d = deps({ checkToken: vi.fn<TermsActionDeps['checkToken']>(async () => false) });
    await refuseOffer(d);
    expect(d.offerAccept).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
    expect(d.navigate).toHaveBeenCalledWith('/');
  });
});
