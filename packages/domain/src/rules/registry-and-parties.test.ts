import { describe, expect, it } from 'vitest';
import {
  areRequiredConfirmationsDone,
  checkAuthorOwnsSubject,
  checkSubjectAttachable,
  checkSubjectInRegistry,
  holdsDisposalPower,
  checkVideoPartiesVerified,
  conferenceIdentityPins,
  invitationConfirmerPin,
  joinsByVideo,
  type ConfirmingPartyFacts,
} from './index.js';

const PIN = '31234567890123';
const MANAGER = '41234567890123';
const party = (over: Partial<ConfirmingPartyFacts> = {}): ConfirmingPartyFacts => ({
  role: 'buyer',
  partyClass: 'natural',
  isAuthor: false,
  pin: PIN,
  managerPin: null,
  isPayer: false,
  ...over,
});

describe('who confirms an invitation', () => {
  it('a natural person by their pin; a legal entity by its manager; the author never', () => {
    expect(invitationConfirmerPin(party())).toBe(PIN);
    expect(invitationConfirmerPin(party({ partyClass: 'legal', pin: null, managerPin: MANAGER }))).toBe(MANAGER);
    expect(invitationConfirmerPin(party({ isAuthor: true }))).toBeNull();
    expect(invitationConfirmerPin(party({ role: 'representative' }))).toBe(PIN);
  });

  it('a minor does not confirm unless the entry pays; nobody without a pin confirms online', () => {
    expect(invitationConfirmerPin(party({ role: 'minor' }))).toBeNull();
    expect(invitationConfirmerPin(party({ role: 'minor', isPayer: true }))).toBe(PIN);
    expect(invitationConfirmerPin(party({ pin: null }))).toBeNull();
    expect(invitationConfirmerPin(party({ partyClass: 'legal', pin: null, managerPin: null }))).toBeNull();
  });

  it('the gate waits only for the parties who must confirm', () => {
    const minor = { ...party({ role: 'minor' }), status: null };
    const companion = { ...party({ role: 'accompanying_person' }), status: null };
    expect(areRequiredConfirmationsDone([minor])).toBe(true);
    expect(areRequiredConfirmationsDone([minor, companion])).toBe(false);
    expect(areRequiredConfirmationsDone([minor, { ...companion, status: 'accepted' }])).toBe(true);
    expect(areRequiredConfirmationsDone([{ ...party({ partyClass: 'legal', pin: null, managerPin: MANAGER }), status: 'rejected' }])).toBe(false);
  });
});

describe('subjects against the registries', () => {
  const vehicle = (ownerPins: string[] | null) => ({ kind: 'vehicle' as const, identifier: { stateNumber: '01A123BC' }, ownerPins });

  it('a vehicle or property unknown to the registry blocks; other property has no registry', () => {
    expect(checkSubjectInRegistry(vehicle(null))).toEqual({ code: 'subject_not_in_registry', details: { kind: 'vehicle', stateNumber: '01A123BC' } });
    expect(checkSubjectInRegistry({ kind: 'real_estate', identifier: { cadastreNumber: '1' }, ownerPins: null })?.code).toBe('subject_not_in_registry');
    expect(checkSubjectInRegistry({ kind: 'other', identifier: {}, ownerPins: null })).toBeNull();
    expect(checkSubjectInRegistry(vehicle([PIN]))).toBeNull();
  });

  it('the author of a sale, gift, pledge or power of attorney over the object owns it', () => {
    for (const typeId of [1, 4, 9, 11680, 101, 105]) {
      expect(checkAuthorOwnsSubject({ typeId, authorPin: PIN, subject: vehicle([MANAGER]) })?.code).toBe('author_not_owner');
      expect(checkAuthorOwnsSubject({ typeId, authorPin: PIN, subject: vehicle([MANAGER, PIN]) })).toBeNull();
    }
    // Spouse consent: the consenting spouse is not the registry owner.
    expect(checkAuthorOwnsSubject({ typeId: 15003, authorPin: PIN, subject: vehicle([MANAGER]) })).toBeNull();
  });

  it("an owner's vehicle power of attorney with a disposal right, naming the car, lets the attorney dispose of it", () => {
    const ref = { kind: 'vehicle' as const, id: 'v-1' };
    const power = { typeId: 101, principalPin: MANAGER, rights: ['use', 'sell'], hasDisposalRights: false, subjects: [ref] };
    const facts = { typeId: 1, authorPin: PIN, subject: vehicle([MANAGER]), ref };
    expect(checkAuthorOwnsSubject({ ...facts, powers: [power] })).toBeNull();
    expect(checkAuthorOwnsSubject({ ...facts, powers: [{ ...power, rights: ['use'], hasDisposalRights: true }] })).toBeNull();
    // Without a disposal right, from someone who is not the owner, over another car, or not a vehicle power: no.
    for (const other of [
      { ...power, rights: ['use', 'drive'] },
      { ...power, principalPin: '30000000000003' },
      { ...power, subjects: [{ kind: 'vehicle' as const, id: 'v-2' }] },
      { ...power, typeId: 11651 },
    ]) {
      expect(holdsDisposalPower({ ownerPins: [MANAGER], subject: ref, powers: [other] })).toBe(false);
      expect(checkAuthorOwnsSubject({ ...facts, powers: [other] })?.code).toBe('author_not_owner');
    }
  });

  it('an act about an object that does not dispose of it needs an owner among its parties', () => {
    const facts = { typeId: 15018, authorPin: PIN, subject: vehicle([MANAGER]) };
    expect(checkSubjectAttachable({ ...facts, partyPins: [] })).toEqual({
      code: 'subject_owner_not_party',
      details: { kind: 'vehicle', stateNumber: '01A123BC' },
    });
    expect(checkSubjectAttachable({ ...facts, partyPins: [MANAGER] })).toBeNull();
    // The author's own object, or one the registry does not know (checkSubjectInRegistry blocks that), passes.
    expect(checkSubjectAttachable({ ...facts, subject: vehicle([PIN]) })).toBeNull();
    expect(checkSubjectAttachable({ ...facts, subject: vehicle(null) })).toBeNull();
    // A sale needs the author's own right: an owner among the parties is not enough.
    expect(checkSubjectAttachable({ ...facts, typeId: 1, partyPins: [MANAGER] })?.code).toBe('author_not_owner');
  });
});

describe('video registration for every party', () => {
  it('a party joins by video by their mode, else their registration type, else the act', () => {
    expect(joinsByVideo({ participationMode: 'video', regtype: null }, 1)).toBe(true);
    expect(joinsByVideo({ participationMode: 'meeting', regtype: 2 }, 2)).toBe(false);
    expect(joinsByVideo({ participationMode: null, regtype: 2 }, 1)).toBe(true);
    expect(joinsByVideo({ participationMode: null, regtype: null }, 2)).toBe(true);
    expect(joinsByVideo({ participationMode: null, regtype: null }, 1)).toBe(false);
  });

  it('confirms in the conference the author and each joined party taking part by video, a legal entity through its manager', () => {
    const video = { status: 'accepted' as const, participationMode: null, regtype: null };
    const AUTHOR = '51234567890123';
    expect(
      conferenceIdentityPins({ authorPin: AUTHOR, regtype: 2 }, [
        { ...party({ isAuthor: true, pin: AUTHOR }), ...video },
        { ...party(), ...video },
        { ...party({ partyClass: 'legal', pin: null, managerPin: MANAGER }), ...video },
        { ...party({ pin: '61234567890123' }), ...video, status: null },
        { ...party({ pin: '71234567890123' }), ...video, participationMode: 'meeting' },
        { ...party({ pin: PIN, role: 'buyer' }), ...video },
      ]),
    ).toEqual([AUTHOR, PIN, MANAGER]);
  });

  it('lists every unverified person', () => {
    expect(checkVideoPartiesVerified([{ pin: PIN, isPersonalDataVerified: true }])).toBeNull();
    expect(checkVideoPartiesVerified([{ pin: PIN, isPersonalDataVerified: true }, { pin: MANAGER, isPersonalDataVerified: false }])).toEqual({
      code: 'personal_data_not_verified',
      details: { pins: [MANAGER] },
    });
  });
});
