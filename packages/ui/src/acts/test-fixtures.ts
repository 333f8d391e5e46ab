import { ACT_STEP_KEYS, actEventOptions, type ActSnapshot, type ActStep, type Actor } from '@notary/domain/act';
import type { ActGeneral, ActListItem } from './api/types.ts';

export const ACT_ID = '6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b';

export function listItem(overrides: Partial<ActListItem> = {}): ActListItem {
  const step = overrides.step ?? 9;
  return {
    uuid: ACT_ID,
    typeId: 101,
    name: 'Transport vositasini boshqarish uchun ishonchnoma',
    step,
    stepKey: ACT_STEP_KEYS[step],
    status: 'registered',
    state: 'active',
    regnum: '2025/700101',
    regdate: '2025-03-03',
    regtype: 1,
    regsystem: 2,
    officeId: null,
    notaryId: null,
    notaryName: "Abdullayev Rustam Erkin o'g'li",
    visitdate: null,
    visittime: null,
    enteredAt: '2025-03-01T07:00:00.000Z',
    isSimplified: false,
    ...overrides,
  };
}

export function snapshotAt(step: ActStep, overrides: Partial<ActSnapshot> = {}): ActSnapshot {
  return {
    step,
    status: step === 9 ? 'registered' : 'active',
    typeId: 101,
    regType: 1,
    hasNotary: true,
    allPartiesAccepted: true,
    hasInvoices: step >= 5,
    isFreeOfCharge: false,
    isPaid: step >= 8,
    // The set time is ahead until Registration, where it has come (registration is never before it).
    visitAt: step >= 8 ? new Date('2025-12-31T05:00:00Z') : step >= 6 ? new Date('2099-01-01T05:00:00Z') : null,
    now: new Date('2026-01-01T05:00:00Z'),
    arePartiesPresent: true,
    blockedBy: null,
    missingBlocks: [],
    ...overrides,
  };
}

/** The act's own fields of the general tab, all empty. */
const ACT_RECORD = {
  lang: 'oz',
  phone: null,
  notaryPhone: null,
  linkedActIds: [],
  mainActId: null,
  remark: null,
  location: null,
  address: null,
  isFree: false,
  freeReason: null,
  visitAt: null,
  registeredAt: null,
  cancelledAt: null,
  annulAt: null,
  annulReason: null,
  validUntil: null,
  attributes: [],
  template: null,
  summary: null,
  outerRegDate: null,
  outerRegNumber: null,
  blankSeries: null,
  blankNumber: null,
  blankCode: null,
  pageCount: null,
  sheetCount: null,
  storageDays: null,
  descriptions: {},
  termFrom: null,
  termTo: null,
  sum: null,
  sumWords: null,
  totalSum: null,
  loanSum: null,
  loanTerm: null,
  credit: null,
  marriageRecord: null,
  divorceRecord: null,
  proxy: null,
  travel: null,
  enforcementDebt: null,
  defects: null,
  defectFields: [],
  stopReason: null,
  refusalFileName: null,
  refusalFileType: null,
} satisfies Partial<ActGeneral>;

/** The general tab as the API answers it: `events` is the machine's answer for this snapshot and role. */
export function generalAt(snapshot: ActSnapshot, actor: Exclude<Actor, 'system'>, overrides: Partial<ActGeneral> = {}): ActGeneral {
  return {
    ...listItem({ step: snapshot.step, status: snapshot.status, regnum: snapshot.step === 9 ? '2025/700101' : null, regdate: snapshot.step === 9 ? '2025-03-03' : null }),
    ...ACT_RECORD,
    actor,
    myPartyId: null,
    myInvitationStatus: null,
    events: actor === 'party' ? [] : actEventOptions(snapshot, actor),
    blockedBy: snapshot.blockedBy,
    blocking: snapshot.blockedBy ? { code: snapshot.blockedBy } : null,
    allPartiesAccepted: snapshot.allPartiesAccepted,
    hasInvoices: snapshot.hasInvoices,
    isPaid: snapshot.isPaid,
    isVisitTimePassed: false,
    wizardIndex: null,
    ...overrides,
  };
}
