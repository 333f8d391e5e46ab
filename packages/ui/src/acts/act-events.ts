import { ACT_EVENTS, type ActEvent } from '@notary/domain/act';

export function isActEvent(value: string): value is ActEvent {
  return (ACT_EVENTS as readonly string[]).includes(value);
}
