/**
 * What one API process remembers of the token checks it made (issue 17.1):
 * a signed-in request whose token it checked a moment ago is answered from
 * memory, without a round trip to PostgreSQL. The session table stays the
 * authority; this is a copy that is dropped the moment the table may say
 * otherwise:
 *
 * - PostgreSQL tells every process of each change that could matter (the
 *   triggers of migration 1764320000000: `s:<session>`, `u:<user>`,
 *   `n:<notary>`), and each drops what it remembers of that owner
 *   (`invalidate`). Changes the process makes itself are dropped at once too.
 * - Only while those notices are known to arrive (`enable`, after LISTEN
 *   answered): a lost listener connection disables the copy and empties it
 *   until the listener is back.
 * - A check read from the table is kept only if no notice about its owners
 *   arrived while it was being read (`begin` before the read, `put` after):
 *   a change committed meanwhile may not be in what was read.
 * - Only the session's newest token, not retired, is kept, and only while
 *   its idle expiry need not slide: the request that slides it (once a
 *   minute, SLIDE_STEP_SECONDS) goes to the table, which then also hands out
 *   the next token. An entry is never older than `maxAgeMs`, whatever else.
 *
 * Pure bookkeeping: no database, no clock of its own (callers pass `now`).
 */
export type CacheTiming = {
  /** The session's sliding idle expiry (SESSION_IDLE_MINUTES). */
  idleMs: number;
  /** The slide step: the table moves the expiry only when it would move by more. */
  slideStepMs: number;
  /** The longest an entry is used, notices or not. */
  maxAgeMs: number;
};

export type CachedCheck<T> = {
  value: T;
  /** The session's idle and absolute expiry, epoch ms, as read. */
  expiresAt: number;
  absoluteExpiresAt: number;
  /** The owners whose notices drop this entry: `s:<session>`, `u:<user>`, `n:<notary>`. */
  owners: readonly string[];
};

type Entry<T> = CachedCheck<T> & { cachedAt: number };

/** How long notices are remembered for `put` (a read that takes longer is not kept). */
const NOTICE_MEMORY_MS = 10_000;

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly byOwner = new Map<string, Set<string>>();
  /** Notices counted since start; `lastNotice` keeps each recent owner's number. */
  private notices = 0;
  private readonly lastNotice = new Map<string, number>();
  /** Numbers up to this one are forgotten: a read begun before it is not kept. */
  private forgottenUpTo = 0;
  /** When notices are next forgotten, and the count at the last time they were. */
  private forgetAt = 0;
  private pruneMark = 0;
  private enabled = false;

  constructor(
    private readonly timing: CacheTiming,
    private readonly maxEntries = 50_000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Notices arrive from now on (the listener's LISTEN answered). */
  enable(): void {
    this.enabled = true;
  }

  /** Notices may be lost from now on: forget everything and answer nothing. */
  disable(): void {
    this.enabled = false;
    this.notices += 1;
    this.forgottenUpTo = this.notices;
    this.clear();
  }

  /** A remembered check of `key` still good at `now`, or undefined (then ask the table). */
  get(key: string, now: number): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.timing.maxAgeMs || now >= entry.expiresAt || now >= entry.absoluteExpiresAt || this.slideDue(entry, now)) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  /** The number to give `put` for a read that starts now. */
  begin(): number {
    return this.notices;
  }

  /**
   * Keeps a check read from the table, unless a notice about one of its
   * owners arrived since `begun` (what was read may predate that change) or
   * the cache is off. Answers whether it was kept.
   */
  put(key: string, check: CachedCheck<T>, begun: number, now: number): boolean {
    if (!this.enabled || begun < this.forgottenUpTo) return false;
    if (check.owners.some((owner) => (this.lastNotice.get(owner) ?? -1) > begun)) return false;
    const entry: Entry<T> = { ...check, cachedAt: now };
    if (this.slideDue(entry, now)) return false;
    this.remove(key);
    if (this.entries.size >= this.maxEntries) {
      // The oldest kept goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.entries.set(key, entry);
    for (const owner of check.owners) {
      let keys = this.byOwner.get(owner);
      if (!keys) this.byOwner.set(owner, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  /** A notice (or a change made here): forget every entry of `owner`; `*` forgets all. */
  invalidate(owner: string, now: number): void {
    this.notices += 1;
    if (owner === '*') {
      this.forgottenUpTo = this.notices;
      this.clear();
      return;
    }
    this.lastNotice.set(owner, this.notices);
    const keys = this.byOwner.get(owner);
    // Deleting the element being visited is safe in a Set's for…of.
    if (keys) for (const key of keys) this.remove(key);
    if (now >= this.forgetAt) {
      // Notices older than NOTICE_MEMORY_MS are forgotten; a read begun before them is not kept.
      this.forgetAt = now + NOTICE_MEMORY_MS;
      const floor = this.pruneMark;
      this.pruneMark = this.notices;
      if (floor > this.forgottenUpTo) {
        for (const [name, n] of this.lastNotice) if (n <= floor) this.lastNotice.delete(name);
        this.forgottenUpTo = floor;
      }
    }
  }

  /** Forgets one token's entry (it was rotated or refused). */
  forget(key: string): void {
    this.remove(key);
  }

  /** Whether the table would slide this session's idle expiry now (SessionsRepository.useToken's rule). */
  private slideDue(entry: Entry<T>, now: number): boolean {
    return Math.min(now + this.timing.idleMs, entry.absoluteExpiresAt) > entry.expiresAt + this.timing.slideStepMs;
  }

  private clear(): void {
    this.entries.clear();
    this.byOwner.clear();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const owner of entry.owners) {
      const keys = this.byOwner.get(owner);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byOwner.delete(owner);
    }
  }
}
