import { ActDocumentRow } from '../documents/document.entity.js';
import { UserNotification } from '../notifications/notification.entity.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { ActNote } from '../notes/note.entity.js';
import { ActParty } from '../parties/party.entity.js';
import { ActPayment } from '../payments/payment.entity.js';
import { SmsOutboxMessage } from '../sms/sms-outbox.entity.js';
import { ActSubject } from '../subjects/subject.entity.js';
import { NotarialAct } from './act.entity.js';

/** The entities of the notarial acts feature, registered once in `database/entities.ts`. */
export const actsEntities = [NotarialAct, ActParty, ActSubject, ActPayment, ActNote, AuditEntry, SmsOutboxMessage, ActDocumentRow, UserNotification];
