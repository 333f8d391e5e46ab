import type { ActGeneral, ActList, ActListItem, ActReferences, ActResult, ActVideo, AuditEntry, LinkedAct, Note, Party, Payment, Subject } from '@notary/domain/contracts';

/**
 * The acts API's answers these screens read: the contracts of
 * `@notary/domain/contracts`, under the names the screens use.
 */
export type { ActGeneral, ActListItem, ActReferences, ActResult, ActVideo, LinkedAct };
/** GET /api/notarial_act */
export type ActListResponse = ActList;
/** GET …/parties */
export type ActParty = Party;
/** GET …/subjects */
export type ActSubject = Subject;
/** GET …/payments */
export type ActPayment = Payment;
/** GET …/notes */
export type ActNote = Note;
/** GET …/audit */
export type ActAuditEntry = AuditEntry;
