import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  actRoom,
  CLIENT_TO_SERVER_EVENTS,
  SERVER_TO_CLIENT_EVENTS,
  userRoom,
  videoRoom,
  type ClientToServerEventName,
  type ServerToClientEventName,
} from './index.js';

describe('realtime', () => {
  it('names rooms', () => {
    expect(actRoom('42')).toBe('act:42');
    expect(userRoom(7)).toBe('user:7');
    expect(videoRoom('42')).toBe('video:42');
  });

  it('lists every event name exactly once', () => {
    expectTypeOf<(typeof SERVER_TO_CLIENT_EVENTS)[number]>().toEqualTypeOf<ServerToClientEventName>();
    expectTypeOf<(typeof CLIENT_TO_SERVER_EVENTS)[number]>().toEqualTypeOf<ClientToServerEventName>();
    expect(new Set(SERVER_TO_CLIENT_EVENTS).size).toBe(SERVER_TO_CLIENT_EVENTS.length);
    expect(new Set(CLIENT_TO_SERVER_EVENTS).size).toBe(CLIENT_TO_SERVER_EVENTS.length);
  });
});
