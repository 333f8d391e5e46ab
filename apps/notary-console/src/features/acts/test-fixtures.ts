import { ACT_STEP_KEYS, actEventOptions, type ActSnapshot, type ActStep } from '@notary/domain/act';
import type { ActGeneral, ActListItem } from '@notary/domain/contracts';

export const ACT_ID = '7a1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b';
export const NOW = new Date('2026-03-10T07:00:00Z');

/** The machine's facts of an in-person act of the office at `step`: everything in place for the notary's forward move. */
export function snapshotAt(step: ActStep, overrides: Partial<ActSnapshot> = {}): ActSnapshot {
  return {
    step,
    status: step === 9 ? 'registered' : 'active',
    typeId: 11742,
    regType: 1,
    hasNotary: true,
    allPartiesAccepted: true,
    hasInvoices: step >= 5,
    isFreeOfCharge: false,
    isPaid: step >= 8,
    visitAt: step >= 8 ? new Date(NOW.getTime() - 60_000) : step >= 6 ? new Date(NOW.getTime() + 86_400_000) : null,
    now: NOW,
    arePartiesPresent: true,
    missingBlocks: [],
    blockedBy: null,
    ...overrides,
  };
}

export function listItem(overrides: Partial<ActListItem> = {}): ActListItem {
  const step = overrides.step ?? 2;
  return {
    uuid: ACT_ID,
    typeId: 11742,
    name: 'Boshqa notarial harakat',
    step,
    stepKey: ACT_STEP_KEYS[step],
    status: 'active',
    state: 'active',
    regnum: null,
    regdate: null,
    regtype: 1,
    regsystem: 2,
    officeId: 'office-1',
    notaryId: 'notary-1',
    notaryName: 'ABDULLAYEV RUSTAM',
    visitdate: null,
    visittime: null,
    enteredAt: '2026-03-09T07:00:00.000Z',
    isSimplified: false,
    ...overrides,
  };
}

/** The general tab as the API answers the notary: `events` is the machine's answer for this snapshot. */
export function generalAt(snapshot: ActSnapshot, overrides: Partial<ActGeneral> = {}): ActGeneral {
  const visit = snapshot.visitAt;
  return {
    ...listItem({ step: snapshot.step, status: snapshot.status, regnum: snapshot.step === 9 ? '2026/15' : null, regdate: snapshot.step === 9 ? '2026-03-10' : null }),
    visitdate: visit ? visit.toISOString().slice(0, 10) : null,
    visittime: visit ? '12:00' : null,
    lang: 'oz',
    phone: null,
    notaryPhone: null,
    linkedActIds: [],
    mainActId: null,
    remark: null,
    location: null,
    address: null,
    isFree: snapshot.isFreeOfCharge,
    freeReason: null,
    visitAt: visit ? visit.toISOString() : null,
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
    partiesPresentAt: snapshot.arePartiesPresent && snapshot.step === 8 ? NOW.toISOString() : null,
    actor: 'notary',
    myPartyId: null,
    myInvitationStatus: null,
    events: actEventOptions(snapshot, 'notary'),
    blockedBy: snapshot.blockedBy,
    blocking: snapshot.blockedBy ? { code: snapshot.blockedBy } : null,
    allPartiesAccepted: snapshot.allPartiesAccepted,
    hasInvoices: snapshot.hasInvoices,
    isPaid: snapshot.isPaid,
    isVisitTimePassed: visit !== null && visit.getTime() <= snapshot.now.getTime(),
    wizardIndex: null,
    ...overrides,
  };
}
