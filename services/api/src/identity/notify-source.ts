import type { SessionUser } from './session-user.js';

/**
 * A notify item as its source gives it (shell 3 "Notify item"): the acts
 * module knows the acts, the identity module answers the call. Dates are ISO
 * yyyy-mm-dd, times HH:mm Tashkent; GET /api/notarial_act/get_notify shows
 * the date as dd.mm.yyyy.
 */
export type NotifySourceItem = {
  /** 1 in person, 2 video conference. */
  regtypeid: number;
  /** 2, 3 or 4. */
  regsystemid: number;
  /** The act's name. */
  na: string;
  visitdate: string | null;
  visittime: string | null;
  rid: number | string;
  uuid: string;
};

/** The user's upcoming acts (spec/shell.md 2.7 notify-warning, 7 get_notify). */
export type NotifySource = { upcomingFor(user: SessionUser): Promise<NotifySourceItem[]> };

/**
 * Injection token of the notify source. The acts module provides it from a
 * @Global() module (or exports it from one), e.g.
 * `{ provide: NOTIFY_SOURCE, useExisting: ActsNotifySource }`; until then the
 * call answers an empty list.
 */
export const NOTIFY_SOURCE = Symbol('NotifySource');
