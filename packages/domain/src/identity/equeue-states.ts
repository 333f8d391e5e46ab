/** Our states of a booking; the spec lists a `state` field without values. */
export const EQUEUE_STATES = ['booked', 'arrived', 'served', 'general_queue', 'cancelled'] as const;
export type EqueueState = (typeof EQUEUE_STATES)[number];
