import type { ActEvent } from '@notary/domain/act';
import { ActActions } from '../act-actions.tsx';
import type { ActGeneral } from '../api/types.ts';

/**
 * A wizard screen's buttons: the act card's actions (ActActions: only the
 * events the machine gives this user now, each with its confirmation of
 * EVENT_CONFIRMATIONS), narrowed to the events that belong on this screen,
 * so no screen decides a step rule itself.
 */
export function ScreenActions({ general, events }: { general: ActGeneral; events: readonly ActEvent[] }) {
  const narrowed = { ...general, events: general.events.filter((option) => events.includes(option.event)) };
  return <ActActions general={narrowed} />;
}
