export { EqueueScreen } from './equeue-screen.tsx';
export { BookingCard, BookingStateBadge } from './booking-card.tsx';
export { WEEKDAY_NAMES, WEEKDAY_SHORT, isoWeekdayOf } from './weekdays.ts';
export { useMyBookings, type Booking } from './api/equeue-api.ts';
