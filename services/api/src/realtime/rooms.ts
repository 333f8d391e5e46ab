/** Room and event names come from `@notary/domain/realtime` (declared once for the API and the apps). */
export { actRoom, officeEqueueRoom, userRoom, type ActChangedPayload, type EqueueChangedPayload } from '@notary/domain/realtime';
