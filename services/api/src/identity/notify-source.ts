import type { SessionUser } from './session-user.js';

/**
 * A notify item as its source gives it (shell 3 "Notify item"): the acts
 * module knows the acts, the identity module answers the call. The visit date
 * may come as ISO yyyy-mm-dd or already as dd.mm.yyyy; times are HH:mm
 * Tashkent. GET /api/notarial_act/get_notify answers the date as dd.mm.yyyy.
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
export type NotifySource = { upcoming(user: SessionUser): Promise<NotifySourceItem[]> };

/**
 * Injection token of the notify source. Any module may provide it, e.g. the
 * acts module with `{ provide: NOTIFY_SOURCE, useExisting: ActsNotifySource }`;
 * the identity module finds it wherever it is (no export or global module
 * needed). Without a provider the call answers an empty list.
 */
export const NOTIFY_SOURCE = Symbol('NotifySource');
