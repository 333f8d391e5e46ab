/**
 * socket.io room names (STYLE.md "Realtime"): the gateway joins a socket to
 * `user:<id>` on connection and to `act:<id>` when the user subscribes to an
 * act they take part in; `video:<actId>` holds only the sockets in the act's
 * video conference, so signalling never reaches a party who is merely
 * watching the act's card.
 */
export function actRoom(actId: string): string {
  return `act:${actId}`;
}

export function userRoom(userId: string | number): string {
  return `user:${userId}`;
}

export function videoRoom(actId: string): string {
  return `video:${actId}`;
}

/** The e-queue of one office: only that office's notaries join it (the console's e-queue screen, issue 14.7). */
export function officeEqueueRoom(officeId: string): string {
  return `equeue:${officeId}`;
}
