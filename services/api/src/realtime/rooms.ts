/** Room and event names come from `@notary/domain/realtime` (declared once for the API and the apps). */
export { actRoom, userRoom, type ActChangedPayload } from '@notary/domain/realtime';
