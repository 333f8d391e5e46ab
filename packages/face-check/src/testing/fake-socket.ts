import type { WebSocketLike } from '../client/index.js';

/** A WebSocket stand-in driven by the test: `open()`, `receive()`, `serverClose()`. */
export class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  protocol = '';
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;

  constructor(
    readonly url: string,
    readonly requestedProtocol: string,
  ) {
    FakeSocket.all.push(this);
  }

  static reset(): void {
    FakeSocket.all = [];
  }

  static get last(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }

  close(code = 1005): void {
    this.readyState = 3;
    this.closedWith = code;
  }

  open(): void {
    this.readyState = 1;
    this.protocol = this.requestedProtocol;
    this.onopen?.(new Event('open'));
  }

  receive(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) } as MessageEvent);
  }

  serverClose(code: number, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason } as CloseEvent);
  }

  messages(): { type: string; [key: string]: unknown }[] {
    return this.sent.map((s) => JSON.parse(s) as { type: string });
  }
}
