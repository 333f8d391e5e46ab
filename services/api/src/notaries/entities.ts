import { NotaryAbsence } from './notary-absence.entity.js';
import { NotaryDuty } from './notary-duty.entity.js';
import { NotaryOffice } from './notary-office.entity.js';
import { Notary } from './notary.entity.js';

export const notariesEntities = [NotaryOffice, Notary, NotaryAbsence, NotaryDuty];
