import type { ClientToServerEvents, ServerToClientEvents } from '@notary/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useSessionStore } from '../session/index.ts';
import { actKeys } from './api/acts-api.ts';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'off';

/**
 * The API's act channel (services/api/src/realtime, DESIGN.md data flow 4):
 * same origin, /socket.io, authenticated at each (re)connection with the
 * session's current token (the token is replaced on every 200, so it is read
 * when the handshake is made, not when the socket was created). socket.io
 * reconnects by itself after a dropped connection, with back-off.
 */
function defaultSocketFactory(): LiveSocket {
  return io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    auth: (send) => send({ token: useSessionStore.getState().token }),
  });
}

let socketFactory: () => LiveSocket = defaultSocketFactory;
let shared: { socket: LiveSocket; users: number } | null = null;
let status: Exclude<LiveStatus, 'off'> = 'connecting';
const statusListeners = new Set<() => void>();

function setStatus(next: Exclude<LiveStatus, 'off'>): void {
  status = next;
  for (const listener of statusListeners) listener();
}

/** Tests replace the socket with an emitter they drive. */
export function setLiveSocketFactory(factory: (() => LiveSocket) | null): void {
  shared?.socket.disconnect();
  shared = null;
  status = 'connecting';
  socketFactory = factory ?? defaultSocketFactory;
}

/** The page's one socket, shared by every live view (the acts screens, the notification bell); give it back with `releaseLiveSocket`. */
export function acquireLiveSocket(): LiveSocket {
  return acquire();
}

export function releaseLiveSocket(socket: LiveSocket): void {
  release(socket);
}

function acquire(): LiveSocket {
  if (!shared) {
    const socket = socketFactory();
    socket.on('connect', () => setStatus('connected'));
    socket.on('disconnect', () => setStatus('reconnecting'));
    shared = { socket, users: 0 };
    setStatus(socket.connected ? 'connected' : 'connecting');
  }
  shared.users += 1;
  return shared.socket;
}

function release(socket: LiveSocket): void {
  if (!shared || shared.socket !== socket) return;
  shared.users -= 1;
  if (shared.users === 0) {
    socket.disconnect();
    shared = null;
    status = 'connecting';
  }
}

function subscribeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/**
 * Keeps the acts screens live (issue 13.11): when another party or the
 * notary changes an act, its card (when `actId` is given, the socket also
 * joins `act:<id>`) and the lists refresh without a reload; after a dropped
 * connection the socket reconnects, joins again and refreshes everything it
 * may have missed. Answers the connection's state for a quiet indicator.
 */
export function useActsLiveUpdates(actId: string | null): LiveStatus {
  const client = useQueryClient();
  const isSignedIn = useSessionStore((s) => s.token !== null);
  const current = useSyncExternalStore(subscribeStatus, () => status, () => status);

  useEffect(() => {
    if (!isSignedIn) return;
    const socket = acquire();
    let wasConnected = socket.connected;
    const onChanged = (payload: { actId: string }) => {
      void client.invalidateQueries({ queryKey: actKeys.lists() });
      void client.invalidateQueries({ queryKey: actKeys.act(payload.actId) });
    };
    const subscribe = () => {
      if (actId) socket.emit('act:subscribe', { actId }, () => undefined);
    };
    const onConnect = () => {
      subscribe();
      // Whatever changed while the connection was down was not heard: read it again.
      if (wasConnected) void client.invalidateQueries({ queryKey: actKeys.all });
      wasConnected = true;
    };
    socket.on('act:changed', onChanged);
    socket.on('act:party_changed', onChanged);
    // Issue 16.4: a conference recording saved shows on the act card's video tab.
    socket.on('video:recording', onChanged);
    socket.on('connect', onConnect);
    if (socket.connected) subscribe();
    return () => {
      socket.off('act:changed', onChanged);
      socket.off('act:party_changed', onChanged);
      socket.off('video:recording', onChanged);
      socket.off('connect', onConnect);
      if (actId && socket.connected) socket.emit('act:unsubscribe', { actId });
      release(socket);
    };
  }, [client, actId, isSignedIn]);

  return isSignedIn ? current : 'off';
}
