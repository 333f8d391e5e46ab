import { mediaErrorCode, type ErrorCode } from '@notary/domain/errors';
import type { VideoFeed, VideoJsep } from '@notary/domain/realtime';
import type { LiveSocket } from '../../live-updates.ts';

/** A peer connection's state as the conference shows it (acts-domain 8 notices). */
export type PeerState = 'connecting' | 'established' | 'lost' | 'restoring';

export type RemoteTile = { feed: VideoFeed; stream: MediaStream | null; state: PeerState };

export type ConferenceState = {
  phase: 'idle' | 'joining' | 'joined' | 'ended';
  /** Why the conference could not start or ended (an error code of the catalogue, or a device error). */
  error: ErrorCode | null;
  local: MediaStream | null;
  localState: PeerState;
  remotes: RemoteTile[];
};

export type PeerNotice = { state: Exclude<PeerState, 'connecting'>; name: string | null };

export type ConferenceOptions = {
  actId: string;
  socket: LiveSocket;
  /** A fresh join token and the ICE servers (POST …/video/token); throws with the API's error code. */
  getToken: () => Promise<{ token: string; iceServers?: RTCIceServer[] }>;
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** Each peer connection's established / lost / being restored moments (null name: my own sending connection). */
  onNotice?: (notice: PeerNotice) => void;
};

type Failure = { ok: false; code: ErrorCode };
type JsepResult = { ok: true; jsep: VideoJsep } | Failure;

/** Seconds a "disconnected" connection gets to come back by itself before its ICE is restarted. */
const RESTART_AFTER_MS = 3000;
/**
 * A receiving connection that never comes up (the media server refused the
 * subscription or its start while the feed was being set up, or the ICE
 * checks never succeeded) is subscribed afresh, a few times, instead of
 * leaving a tile "connecting" for good.
 */
const STALLED_AFTER_MS = 12_000;
const RESUBSCRIBE_DELAYS_MS = [1000, 3000, 6000];

class ConferenceFailure extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

/**
 * One browser's side of the act's conference (issue 16.2): its camera and
 * microphone published to the media server over one peer connection, and one
 * receiving connection per remote feed, negotiated through the API's socket
 * (`video:*`). A failed connection is restored by an ICE restart: a new offer
 * with iceRestart for the sending one, a new offer from the media server for
 * a receiving one.
 */
export class ConferenceClient {
  private state: ConferenceState = { phase: 'idle', error: null, local: null, localState: 'connecting', remotes: [] };
  private readonly listeners = new Set<() => void>();
  private publisher: RTCPeerConnection | null = null;
  private readonly subscribers = new Map<number, RTCPeerConnection>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Fresh subscriptions tried per feed since its connection was last up. */
  private readonly retries = new Map<number, number>();
  private iceServers: RTCIceServer[] = [];
  private readonly off: (() => void)[] = [];
  private hasJoinedOnce = false;

  constructor(private readonly options: ConferenceOptions) {}

  getState = (): ConferenceState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<ConferenceState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private setRemote(feedId: number, patch: Partial<RemoteTile>): void {
    this.set({ remotes: this.state.remotes.map((r) => (r.feed.feedId === feedId ? { ...r, ...patch } : r)) });
  }

  async join(): Promise<void> {
    if (this.state.phase === 'joining' || this.state.phase === 'joined') return;
    this.set({ phase: 'joining', error: null });
    const { socket, actId } = this.options;
    if (this.off.length === 0) {
      const onJoined = (p: { actId: string; feed: VideoFeed }) => p.actId === actId && void this.receive(p.feed);
      const onLeft = (p: { actId: string; feedId: number }) => p.actId === actId && this.drop(p.feedId);
      const onEnded = (p: { actId: string; code: ErrorCode }) => p.actId === actId && this.end(p.code);
      // The server forgets a socket's conference when it disconnects: back on line, join again.
      const onReconnect = () => {
        if (this.state.phase !== 'joined') return;
        this.closeConnections();
        this.set({ phase: 'idle', remotes: [], localState: 'restoring' });
        this.options.onNotice?.({ state: 'restoring', name: null });
        void this.join();
      };
      socket.on('video:feed_joined', onJoined);
      socket.on('video:feed_left', onLeft);
      socket.on('video:ended', onEnded);
      socket.on('connect', onReconnect);
      this.off.push(
        () => socket.off('video:feed_joined', onJoined),
        () => socket.off('video:feed_left', onLeft),
        () => socket.off('video:ended', onEnded),
        () => socket.off('connect', onReconnect),
      );
    }
    try {
      if (!this.state.local) {
        const getUserMedia = this.options.getUserMedia ?? ((c: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(c));
        const local = await getUserMedia({ audio: true, video: { width: { ideal: 1280 }, height: { ideal: 720 } } }).catch((e: unknown) => {
          throw new ConferenceFailure(mediaErrorCode((e as { name?: string })?.name ?? '', 'video', 'video_act'));
        });
        this.set({ local });
      }
      const { token, iceServers } = await this.options.getToken();
      this.iceServers = iceServers ?? [];
      const joined = (await socket.emitWithAck('video:join', { actId, token })) as { ok: true; feedId: number; feeds: VideoFeed[] } | Failure;
      if (!joined.ok) throw new ConferenceFailure(joined.code);
      this.set({ phase: 'joined' });
      this.hasJoinedOnce = true;
      await this.publish(false);
      await Promise.all(joined.feeds.map((feed) => this.receive(feed)));
    } catch (e) {
      const code = e instanceof ConferenceFailure ? e.code : ((e as { code?: ErrorCode }).code ?? 'internal_error');
      this.closeConnections();
      this.set({ phase: 'ended', error: code });
    }
  }

  private watch(pc: RTCPeerConnection, key: string, name: string | null, onState: (s: PeerState) => void, restart: () => Promise<void>): void {
    let last: PeerState = 'connecting';
    const report = (next: PeerState) => {
      if (next === last) return;
      last = next;
      onState(next);
      if (next !== 'connecting') this.options.onNotice?.({ state: next, name });
    };
    pc.addEventListener('connectionstatechange', () => {
      const s = pc.connectionState;
      clearTimeout(this.timers.get(key));
      if (s === 'connected') report('established');
      else if (s === 'disconnected') {
        report('lost');
        this.timers.set(key, setTimeout(() => pc.connectionState !== 'connected' && void doRestart(), RESTART_AFTER_MS));
      } else if (s === 'failed') {
        if (last !== 'lost') report('lost');
        void doRestart();
      }
    });
    const doRestart = async () => {
      if (this.state.phase !== 'joined' || pc.connectionState === 'closed') return;
      report('restoring');
      await restart().catch(() => undefined);
    };
  }

  private async publish(isRestart: boolean): Promise<void> {
    const { socket, actId } = this.options;
    let pc = this.publisher;
    if (!pc || !isRestart) {
      pc = new RTCPeerConnection({ iceServers: this.iceServers });
      this.publisher = pc;
      for (const track of this.state.local?.getTracks() ?? []) pc.addTrack(track, this.state.local!);
      pc.addEventListener('icecandidate', (e) => socket.emit('video:trickle', { actId, candidate: e.candidate ? e.candidate.toJSON() as { candidate: string } : null }));
      this.watch(pc, 'publisher', null, (localState) => this.set({ localState }), () => this.publish(true));
    }
    const offer = await pc.createOffer(isRestart ? { iceRestart: true } : undefined);
    await pc.setLocalDescription(offer);
    const answer = (await socket.emitWithAck('video:publish', { actId, jsep: { type: 'offer', sdp: offer.sdp ?? '' } })) as JsepResult;
    if (!answer.ok) throw new ConferenceFailure(answer.code);
    await pc.setRemoteDescription(answer.jsep);
  }

  /** Receives one remote feed (a new one, or again after its connection failed). */
  private async receive(feed: VideoFeed, isRestart = false): Promise<void> {
    const { socket, actId } = this.options;
    let pc = this.subscribers.get(feed.feedId);
    if (!isRestart) {
      pc?.close();
      pc = new RTCPeerConnection({ iceServers: this.iceServers });
      this.subscribers.set(feed.feedId, pc);
      if (!this.state.remotes.some((r) => r.feed.feedId === feed.feedId)) this.set({ remotes: [...this.state.remotes, { feed, stream: null, state: 'connecting' }] });
      const stream = new MediaStream();
      pc.addEventListener('track', (e) => {
        stream.addTrack(e.track);
        this.setRemote(feed.feedId, { stream });
      });
      pc.addEventListener('icecandidate', (e) => socket.emit('video:trickle', { actId, feedId: feed.feedId, candidate: e.candidate ? e.candidate.toJSON() as { candidate: string } : null }));
      this.watch(
        pc,
        `feed-${feed.feedId}`,
        feed.name,
        (state) => {
          if (state === 'established') this.retries.delete(feed.feedId);
          this.setRemote(feed.feedId, { state });
        },
        () => this.receive(feed, true),
      );
    }
    if (!pc) return;
    const offer = (await socket.emitWithAck('video:subscribe', { actId, feedId: feed.feedId, ...(isRestart ? { restart: true } : {}) })) as JsepResult;
    if (this.subscribers.get(feed.feedId) !== pc) return;
    if (!offer.ok) {
      if (!isRestart) this.retry(feed);
      return;
    }
    await pc.setRemoteDescription(offer.jsep);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    const started = (await socket.emitWithAck('video:start', { actId, feedId: feed.feedId, jsep: { type: 'answer', sdp: answer.sdp ?? '' } })) as { ok: true } | Failure;
    if (this.subscribers.get(feed.feedId) !== pc) return;
    if (!started.ok) {
      this.retry(feed);
      return;
    }
    if (!isRestart) {
      const key = `stall-${feed.feedId}`;
      clearTimeout(this.timers.get(key));
      this.timers.set(
        key,
        setTimeout(() => {
          if (this.subscribers.get(feed.feedId) === pc && (pc.connectionState === 'new' || pc.connectionState === 'connecting')) this.retry(feed);
        }, STALLED_AFTER_MS),
      );
    }
  }

  /** A subscription that failed or stalled: subscribed afresh after a pause, a few times; then the tile goes. */
  private retry(feed: VideoFeed): void {
    const tried = this.retries.get(feed.feedId) ?? 0;
    const delay = RESUBSCRIBE_DELAYS_MS[tried];
    if (delay === undefined || this.state.phase !== 'joined') {
      this.drop(feed.feedId);
      return;
    }
    this.retries.set(feed.feedId, tried + 1);
    const key = `retry-${feed.feedId}`;
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        // Unless the feed left meanwhile (its tile is gone) or the conference ended.
        if (this.state.phase === 'joined' && this.state.remotes.some((r) => r.feed.feedId === feed.feedId)) void this.receive(feed);
      }, delay),
    );
  }

  private drop(feedId: number): void {
    this.subscribers.get(feedId)?.close();
    this.subscribers.delete(feedId);
    this.retries.delete(feedId);
    for (const key of [`feed-${feedId}`, `stall-${feedId}`, `retry-${feedId}`]) clearTimeout(this.timers.get(key));
    this.set({ remotes: this.state.remotes.filter((r) => r.feed.feedId !== feedId) });
  }

  private end(code: ErrorCode): void {
    this.closeConnections();
    this.set({ phase: 'ended', error: code, remotes: [] });
  }

  private closeConnections(): void {
    this.publisher?.close();
    this.publisher = null;
    for (const pc of this.subscribers.values()) pc.close();
    this.subscribers.clear();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.retries.clear();
  }

  /** Leaves the conference: the media server drops this feed, the camera turns off. */
  leave(): void {
    if (this.hasJoinedOnce) this.options.socket.emit('video:leave', { actId: this.options.actId });
    this.closeConnections();
    for (const stop of this.off.splice(0)) stop();
    for (const track of this.state.local?.getTracks() ?? []) track.stop();
    this.set({ phase: 'ended', local: null, remotes: [] });
  }
}
