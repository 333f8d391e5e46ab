export { KioskDoneButton } from './done-button.tsx';
export { KioskIdleGuard } from './idle-guard.tsx';
export { useIdleCountdown, type IdleOptions } from './use-idle-countdown.ts';
