import type { ActSnapshot, ActStep } from '@notary/domain/act';
import type { ActGeneral, ActListItem } from '@notary/domain/contracts';
import { generalAt as actGeneralAt, listItem as actListItem, snapshotAt as actSnapshotAt } from '@notary/ui/testing';

/**
 * The console's acts as its tests need them, on the act card's fixtures
 * (`@notary/ui/testing`): an act of the notary's office, in person, with the
 * visit time relative to NOW.
 */
export const ACT_ID = '7a1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b';
export const NOW = new Date('2026-03-10T07:00:00Z');

/** The machine's facts of an in-person act of the office at `step`: everything in place for the notary's forward move. */
export function snapshotAt(step: ActStep, overrides: Partial<ActSnapshot> = {}): ActSnapshot {
  return actSnapshotAt(step, {
    typeId: 11742,
    visitAt: step >= 8 ? new Date(NOW.getTime() - 60_000) : step >= 6 ? new Date(NOW.getTime() + 86_400_000) : null,
    now: NOW,
    ...overrides,
  });
}

export function listItem(overrides: Partial<ActListItem> = {}): ActListItem {
  return actListItem({
    uuid: ACT_ID,
    typeId: 11742,
    name: 'Boshqa notarial harakat',
    step: 2,
    status: 'active',
    regnum: null,
    regdate: null,
    officeId: 'office-1',
    notaryId: 'notary-1',
    notaryName: 'ABDULLAYEV RUSTAM',
    enteredAt: '2026-03-09T07:00:00.000Z',
    ...overrides,
  });
}

/** The general tab as the API answers the notary: `events` is the machine's answer for this snapshot. */
export function generalAt(snapshot: ActSnapshot, overrides: Partial<ActGeneral> = {}): ActGeneral {
  const visit = snapshot.visitAt;
  return actGeneralAt(snapshot, 'notary', {
    ...listItem({ step: snapshot.step, status: snapshot.status, regnum: snapshot.step === 9 ? '2026/15' : null, regdate: snapshot.step === 9 ? '2026-03-10' : null }),
    visitdate: visit ? visit.toISOString().slice(0, 10) : null,
    visittime: visit ? '12:00' : null,
    isFree: snapshot.isFreeOfCharge,
    visitAt: visit ? visit.toISOString() : null,
    partiesPresentAt: snapshot.arePartiesPresent && snapshot.step === 8 ? NOW.toISOString() : null,
    isVisitTimePassed: visit !== null && visit.getTime() <= snapshot.now.getTime(),
    ...overrides,
  });
}
