import { describe, expect, it } from 'vitest';
import type { PartyRole } from '../party/index.js';
import {
  checkActivePhone,
  checkCoOwnersConfirmed,
  checkKinshipForReduction,
  checkMinorTravel,
  checkNoDeceasedParty,
  checkNoEnforcementDebt,
  checkNoUnfinishedDuplicate,
  checkPowerOfAttorneyScope,
  checkRedelegation,
  checkVehicleUnencumbered,
  checkVideoAccountReadiness,
  checkVideoConferenceReadiness,
  checkVideoDeviceReadiness,
  connectionQuality,
  dutyReductionFor,
  firstFailure,
  hasCloseRelativeReduction,
  unfinishedActKeys,
  type ActIdentityFacts,
  type MinorTravelFacts,
  type SubjectRef,
  type VideoConferenceFacts,
} from './index.js';

const SELLER = '31234567890123';
const BUYER = '41234567890123';
const OTHER = '51234567890123';

describe('deceased party (acts-domain 5)', () => {
  it('passes living parties', () => {
    expect(checkNoDeceasedParty([{ pin: SELLER, role: 'seller', isDeceased: false }])).toBeNull();
  });

  it('blocks on a deceased party and flags a deceased co-owner', () => {
    expect(
      checkNoDeceasedParty([
        { pin: SELLER, role: 'seller', isDeceased: false },
        { pin: OTHER, role: 'co_owner', isDeceased: true },
      ]),
    ).toEqual({ code: 'party_deceased', details: { pins: [OTHER], isCoOwnerDeceased: true } });
  });
});

describe('one unfinished act per object (acts-domain 5)', () => {
  const CAR = 'AAF1234567';
  const HOUSE = '11:14:04:01:01:1630';
  const sale: ActIdentityFacts = {
    typeId: 1,
    parties: [
      { pin: SELLER, role: 'seller' },
      { pin: BUYER, role: 'buyer' },
    ],
    subjects: [{ kind: 'vehicle', id: CAR }],
  };
  const gift: ActIdentityFacts = {
    typeId: 4,
    parties: [
      { pin: SELLER, role: 'giver' },
      { pin: BUYER, role: 'donee' },
    ],
    subjects: [{ kind: 'vehicle', id: CAR }],
  };
  const vehiclePoa: ActIdentityFacts = {
    typeId: 101,
    parties: [
      { pin: SELLER, role: 'principal' },
      { pin: BUYER, role: 'attorney' },
    ],
    subjects: [{ kind: 'vehicle', id: CAR }],
  };
  const propertyPoa: ActIdentityFacts = {
    typeId: 105,
    parties: [
      { pin: SELLER, role: 'principal' },
      { pin: BUYER, role: 'attorney' },
    ],
    subjects: [{ kind: 'real_estate', id: HOUSE }],
  };
  const generalPoa: ActIdentityFacts = {
    typeId: 11651,
    parties: [
      { pin: SELLER, role: 'principal' },
      { pin: BUYER, role: 'attorney' },
    ],
    subjects: [],
  };
  const spouseConsent: ActIdentityFacts = {
    typeId: 15003,
    parties: [
      { pin: SELLER, role: 'consenting_spouse' },
      { pin: BUYER, role: 'receiving_spouse' },
    ],
    subjects: [
      { kind: 'vehicle', id: CAR },
      { kind: 'real_estate', id: HOUSE },
    ],
  };
  const travel: ActIdentityFacts = {
    typeId: 15034,
    parties: [
      { pin: SELLER, role: 'parent' },
      { pin: BUYER, role: 'minor' },
    ],
    subjects: [],
  };
  const accompaniedTravel: ActIdentityFacts = {
    typeId: 15035,
    parties: [
      { pin: SELLER, role: 'parent' },
      { pin: BUYER, role: 'minor' },
      { pin: OTHER, role: 'minor' },
    ],
    subjects: [],
  };
  const residence: ActIdentityFacts = {
    typeId: 11944,
    parties: [
      { pin: SELLER, role: 'applicant' },
      { pin: BUYER, role: 'resident' },
    ],
    subjects: [{ kind: 'real_estate', id: HOUSE }],
  };
  const pledge = (typeId: 9 | 11680, subject: SubjectRef): ActIdentityFacts => ({
    typeId,
    parties: [
      { pin: SELLER, role: 'pledgor' },
      { pin: BUYER, role: 'pledgee' },
    ],
    subjects: [subject],
  });

  it.each<[string, ActIdentityFacts, string[]]>([
    ['1 sale per vehicle (a disposal)', sale, [`disposal:vehicle:${CAR}`]],
    ['4 gift per vehicle (a disposal)', gift, [`disposal:vehicle:${CAR}`]],
    ['9 pledge per vehicle or property (a disposal)', pledge(9, { kind: 'real_estate', id: HOUSE }), [`disposal:real_estate:${HOUSE}`]],
    ['11680 pledge, as 9', pledge(11680, { kind: 'vehicle', id: CAR }), [`disposal:vehicle:${CAR}`]],
    ['a pledge of other property has no registry key', pledge(9, { kind: 'other', id: 'jewels' }), []],
    ['101 per vehicle and attorney', vehiclePoa, [`101:vehicle:${CAR}:attorney:${BUYER}`]],
    ['105 per property and attorney', propertyPoa, [`105:property:${HOUSE}:attorney:${BUYER}`]],
    ['11651 per principal and attorney', generalPoa, [`11651:principal:${SELLER}:attorney:${BUYER}`]],
    [
      '15003 per spouse and subject',
      spouseConsent,
      [`15003:spouse:${SELLER}:vehicle:${CAR}`, `15003:spouse:${SELLER}:real_estate:${HOUSE}`],
    ],
    ['15034 per child', travel, [`15034:child:${BUYER}`]],
    ['15035 per child, several children', accompaniedTravel, [`15035:child:${BUYER}`, `15035:child:${OTHER}`]],
    ['11944 per property and resident', residence, [`11944:property:${HOUSE}:resident:${BUYER}`]],
    [
      'other types: no limit (a lease is no disposal)',
      { typeId: 15025, parties: [], subjects: [{ kind: 'vehicle', id: CAR }] },
      [],
    ],
  ])('%s', (_name, act, keys) => {
    expect(unfinishedActKeys(act)).toEqual(keys);
  });

  /** An unfinished act of the registry holding the keys of `facts`. */
  const held = (id: string, facts: ActIdentityFacts) => ({ id, keys: unfinishedActKeys(facts) });
  const withParty = (facts: ActIdentityFacts, role: PartyRole, pin: string): ActIdentityFacts => ({
    ...facts,
    parties: facts.parties.map((party) => (party.role === role ? { ...party, pin } : party)),
  });
  const withSubjectIds = (facts: ActIdentityFacts, id: string): ActIdentityFacts => ({
    ...facts,
    subjects: facts.subjects.map((subject) => ({ ...subject, id })),
  });

  // Per variant: the same act again is blocked; one differing in the keyed object passes.
  it.each<[string, ActIdentityFacts, ActIdentityFacts]>([
    ['1: another vehicle', sale, withSubjectIds(sale, 'AAF7654321')],
    ['4: another vehicle', gift, withSubjectIds(gift, 'AAF7654321')],
    ['101: the same vehicle to another attorney', vehiclePoa, withParty(vehiclePoa, 'attorney', OTHER)],
    ['105: the same property to another attorney', propertyPoa, withParty(propertyPoa, 'attorney', OTHER)],
    ['11651: the same principal to another attorney', generalPoa, withParty(generalPoa, 'attorney', OTHER)],
    ['15003: the same spouse for other objects', spouseConsent, withSubjectIds(spouseConsent, 'X1')],
    ['15034: another child', travel, withParty(travel, 'minor', OTHER)],
    [
      '15035: other children',
      accompaniedTravel,
      { ...accompaniedTravel, parties: [{ pin: SELLER, role: 'parent' }, { pin: '61234567890123', role: 'minor' }] },
    ],
    ['11944: the same property for another resident', residence, withParty(residence, 'resident', OTHER)],
  ])('%s passes; the same again is blocked', (_name, act, distinct) => {
    const existing = held('a1', act);
    expect(existing.keys.length).toBeGreaterThan(0);
    expect(checkNoUnfinishedDuplicate(distinct, [existing])).toBeNull();
    expect(checkNoUnfinishedDuplicate({ ...act, id: 'a2' }, [existing])).toEqual({
      code: 'duplicate_unfinished_act',
      details: { existingActId: 'a1', typeId: act.typeId, key: existing.keys[0] },
    });
  });

  it('a sale, a gift and a pledge of one vehicle (or a pledge of one property) cannot be open together', () => {
    const blocked = (act: ActIdentityFacts, existing: ActIdentityFacts, key: string) =>
      expect(checkNoUnfinishedDuplicate(act, [held('a1', existing)])).toEqual({
        code: 'duplicate_unfinished_act',
        details: { existingActId: 'a1', typeId: act.typeId, key },
      });
    blocked(gift, sale, `disposal:vehicle:${CAR}`);
    blocked(sale, gift, `disposal:vehicle:${CAR}`);
    blocked(pledge(9, { kind: 'vehicle', id: CAR }), sale, `disposal:vehicle:${CAR}`);
    blocked(gift, pledge(11680, { kind: 'vehicle', id: CAR }), `disposal:vehicle:${CAR}`);
    blocked(pledge(11680, { kind: 'real_estate', id: HOUSE }), pledge(9, { kind: 'real_estate', id: HOUSE }), `disposal:real_estate:${HOUSE}`);
  });

  it('a disposal does not block the other variants on the same object, nor a disposal of another object', () => {
    expect(checkNoUnfinishedDuplicate(vehiclePoa, [held('a1', sale)])).toBeNull();
    expect(checkNoUnfinishedDuplicate(spouseConsent, [held('a1', sale)])).toBeNull();
    expect(checkNoUnfinishedDuplicate(propertyPoa, [held('a1', pledge(9, { kind: 'real_estate', id: HOUSE }))])).toBeNull();
    expect(checkNoUnfinishedDuplicate(withSubjectIds(gift, 'AAF7654321'), [held('a1', sale)])).toBeNull();
    // A vehicle id and a cadastre number never meet: the kind is in the key.
    expect(
      checkNoUnfinishedDuplicate(pledge(9, { kind: 'real_estate', id: CAR }), [held('a1', sale)]),
    ).toBeNull();
  });

  it('passes when no other unfinished act shares a key (or only the act itself)', () => {
    expect(checkNoUnfinishedDuplicate({ ...sale, id: 'a1' }, [{ id: 'a1', keys: [`disposal:vehicle:${CAR}`] }])).toBeNull();
    expect(checkNoUnfinishedDuplicate(sale, [{ id: 'a2', keys: ['disposal:vehicle:OTHER'] }])).toBeNull();
  });

  it('blocks with the existing act for the link', () => {
    expect(checkNoUnfinishedDuplicate(sale, [{ id: 'a2', keys: [`disposal:vehicle:${CAR}`] }])).toEqual({
      code: 'duplicate_unfinished_act',
      details: { existingActId: 'a2', typeId: 1, key: `disposal:vehicle:${CAR}` },
    });
  });
});

describe('enforcement debt (acts-domain 5)', () => {
  it('passes when nothing is owed', () => {
    expect(checkNoEnforcementDebt([{ pin: SELLER, debtTiyin: 0 }])).toBeNull();
  });
  it('blocks until paid in full', () => {
    expect(checkNoEnforcementDebt([{ pin: SELLER, debtTiyin: 1 }, { pin: BUYER, debtTiyin: 500_00 }])).toEqual({
      code: 'enforcement_debt',
      details: { pins: [SELLER, BUYER], totalDebtTiyin: 50_001 },
    });
  });
});

describe('vehicle bans, arrests, restraints, fines (acts-domain 5)', () => {
  const free = { bans: 0, arrests: 0, restraints: 0, unpaidFinesTiyin: 0 };
  it('passes a free vehicle', () => {
    expect(checkVehicleUnencumbered(free)).toBeNull();
  });
  it.each([{ bans: 1 }, { arrests: 1 }, { restraints: 2 }, { unpaidFinesTiyin: 30_000_00 }])('blocks on %j', (extra) => {
    expect(checkVehicleUnencumbered({ ...free, ...extra })).toEqual({ code: 'vehicle_encumbered', details: { ...free, ...extra } });
  });
});

describe('active phone (acts-domain 5)', () => {
  it('passes an active 9-digit number', () => {
    expect(checkActivePhone({ phone: '901234567', isActive: true })).toBeNull();
  });
  it('blocks a missing, malformed or inactive number', () => {
    expect(checkActivePhone({ phone: null, isActive: false })?.code).toBe('phone_not_active');
    expect(checkActivePhone({ phone: '90123', isActive: true })?.code).toBe('phone_not_active');
    expect(checkActivePhone({ phone: '901234567', isActive: false })?.code).toBe('phone_not_active');
  });
});

describe('video conference requirements (acts-domain 5)', () => {
  const ready: VideoConferenceFacts = {
    isSignedIn: true,
    isPersonalDataVerified: true,
    hasWebcam: true,
    hasMicrophone: true,
    camera: { width: 1280, height: 720 },
    downlinkMbps: 2,
  };

  it('passes at the minimum, portrait cameras too', () => {
    expect(checkVideoConferenceReadiness(ready)).toBeNull();
    expect(checkVideoConferenceReadiness({ ...ready, camera: { width: 720, height: 1280 } })).toBeNull();
  });

  it.each<[Partial<VideoConferenceFacts>, string]>([
    [{ isSignedIn: false }, 'login_required'],
    [{ isPersonalDataVerified: false }, 'personal_data_not_verified'],
    [{ hasWebcam: false }, 'camera_not_found'],
    [{ hasMicrophone: false }, 'microphone_not_found'],
    [{ camera: { width: 640, height: 480 } }, 'video_resolution_too_low'],
    [{ camera: { width: 1280, height: 719 } }, 'video_resolution_too_low'],
    [{ camera: null }, 'video_resolution_too_low'],
    [{ downlinkMbps: 1.9 }, 'connection_too_slow'],
  ])('blocks %j with %s', (change, code) => {
    expect(checkVideoConferenceReadiness({ ...ready, ...change })?.code).toBe(code);
  });

  it('splits into the account part (the server checks it) and the devices part (only the browser knows them)', () => {
    expect(checkVideoAccountReadiness({ isSignedIn: true, isPersonalDataVerified: false })?.code).toBe('personal_data_not_verified');
    expect(checkVideoAccountReadiness({ isSignedIn: true, isPersonalDataVerified: true })).toBeNull();
    expect(checkVideoDeviceReadiness({ ...ready, hasWebcam: false })?.code).toBe('camera_not_found');
    expect(checkVideoDeviceReadiness({ ...ready, isPersonalDataVerified: false } as VideoConferenceFacts)).toBeNull();
  });

  it('grades the connection: 2 Mb/s minimum, 4 recommended', () => {
    expect([1.99, 2, 3.99, 4, 10].map(connectionQuality)).toEqual(['too_slow', 'enough', 'enough', 'recommended', 'recommended']);
  });
});

describe("minors' travel (acts-domain 5)", () => {
  const NOW = new Date('2025-06-01T06:00:00Z');
  const child = (pin: string, year: number, isBirthCertificateInArchive = true) => ({
    pin,
    birthDate: { year, month: 1, day: 1 },
    isBirthCertificateInArchive,
  });
  const base: MinorTravelFacts = {
    typeId: 15034,
    minors: [child(BUYER, 2015)],
    hasAccompanyingPerson: true,
    isSelfDeparture: false,
    now: NOW,
  };

  it('passes a child with a companion', () => {
    expect(checkMinorTravel(base)).toBeNull();
  });

  it('a minor of 15 or more with self-departure needs no companion', () => {
    expect(checkMinorTravel({ ...base, minors: [child(BUYER, 2010)], hasAccompanyingPerson: false, isSelfDeparture: true })).toBeNull();
  });

  it('self-departure under 15 is refused', () => {
    expect(checkMinorTravel({ ...base, minors: [child(BUYER, 2011)], hasAccompanyingPerson: false, isSelfDeparture: true })).toEqual({
      code: 'self_departure_under_age',
      details: { pins: [BUYER], minimumAge: 15 },
    });
  });

  it('without self-departure a companion is required', () => {
    expect(checkMinorTravel({ ...base, hasAccompanyingPerson: false })).toEqual({ code: 'minor_companion_required' });
  });

  it('the birth certificate must be in the archive', () => {
    expect(checkMinorTravel({ ...base, minors: [child(BUYER, 2015, false)] })).toEqual({
      code: 'minor_birth_certificate_missing',
      details: { pins: [BUYER] },
    });
  });

  it('only 15035 takes several children, and always names the companion', () => {
    const two = [child(BUYER, 2015), child(OTHER, 2017)];
    expect(checkMinorTravel({ ...base, minors: two })?.code).toBe('several_minors_not_allowed');
    expect(checkMinorTravel({ ...base, typeId: 15035, minors: two })).toBeNull();
    expect(
      checkMinorTravel({ ...base, typeId: 15035, minors: [child(BUYER, 2009)], hasAccompanyingPerson: false, isSelfDeparture: true }),
    ).toEqual({ code: 'minor_companion_required' });
  });

  it('refuses an empty list and adults', () => {
    expect(checkMinorTravel({ ...base, minors: [] })?.code).toBe('validation_failed');
    expect(checkMinorTravel({ ...base, minors: [child(BUYER, 2000)] })?.details).toMatchObject({ reason: 'not_a_minor' });
  });
});

describe('shared ownership (acts-domain 5)', () => {
  it('passes when every other owner is a party who accepted', () => {
    expect(
      checkCoOwnersConfirmed({
        ownerPins: [SELLER, OTHER],
        authorPin: SELLER,
        parties: [{ pin: OTHER, invitationStatus: 'accepted' }],
      }),
    ).toBeNull();
    expect(checkCoOwnersConfirmed({ ownerPins: [SELLER], authorPin: SELLER, parties: [] })).toBeNull();
  });

  it('blocks a missing co-owner, then an unconfirmed one', () => {
    expect(checkCoOwnersConfirmed({ ownerPins: [SELLER, OTHER], authorPin: SELLER, parties: [] })).toEqual({
      code: 'co_owners_missing',
      details: { pins: [OTHER] },
    });
    expect(
      checkCoOwnersConfirmed({ ownerPins: [SELLER, OTHER], authorPin: SELLER, parties: [{ pin: OTHER, invitationStatus: null }] }),
    ).toEqual({ code: 'co_owners_not_confirmed', details: { pins: [OTHER] } });
  });
});

describe('powers of attorney (acts-domain 5)', () => {
  it('11651 and 105 may not give disposal rights', () => {
    expect(checkPowerOfAttorneyScope({ typeId: 11651, rights: ['represent', 'manage'], subjectKinds: ['other'] })).toBeNull();
    expect(checkPowerOfAttorneyScope({ typeId: 105, rights: ['use', 'sell'], subjectKinds: ['real_estate'] })).toEqual({
      code: 'poa_disposal_rights_forbidden',
      details: { rights: ['sell'] },
    });
    expect(checkPowerOfAttorneyScope({ typeId: 11651, rights: ['pledge'], subjectKinds: ['other'] })?.code).toBe(
      'poa_disposal_rights_forbidden',
    );
  });

  it('101 is for a vehicle only (and may dispose of it)', () => {
    expect(checkPowerOfAttorneyScope({ typeId: 101, rights: ['drive', 'sell'], subjectKinds: ['vehicle'] })).toBeNull();
    expect(checkPowerOfAttorneyScope({ typeId: 101, rights: ['drive'], subjectKinds: ['real_estate'] })?.code).toBe(
      'poa_subject_not_vehicle',
    );
  });

  it('a re-delegated power cannot outlast the main one', () => {
    const main = { validUntil: { year: 2026, month: 5, day: 31 }, hasDelegationRight: true };
    expect(checkRedelegation({ validUntil: { year: 2026, month: 5, day: 31 }, main })).toBeNull();
    expect(checkRedelegation({ validUntil: { year: 2026, month: 6, day: 1 }, main })?.code).toBe('poa_outlasts_main');
    expect(checkRedelegation({ validUntil: { year: 2026, month: 1, day: 1 }, main: { ...main, hasDelegationRight: false } })).toEqual({
      code: 'poa_delegation_not_allowed',
    });
  });
});

describe('kinship and duty reductions (acts-domain 5, 8)', () => {
  it('5 % of the duty for a vehicle sale or gift to a close relative, 50 % for a vehicle power of attorney', () => {
    expect(dutyReductionFor(1, 'child')).toEqual({ dutyPercent: 5, reason: 'close_relative_vehicle_transfer' });
    expect(dutyReductionFor(4, 'spouse')).toEqual({ dutyPercent: 5, reason: 'close_relative_vehicle_transfer' });
    expect(dutyReductionFor(101, 'sibling')).toEqual({ dutyPercent: 50, reason: 'close_relative_vehicle_poa' });
  });

  it('no reduction without kinship or for other types', () => {
    expect(dutyReductionFor(1, null)).toBeNull();
    expect(dutyReductionFor(105, 'parent')).toBeNull();
    expect(hasCloseRelativeReduction(9)).toBe(false);
    expect(hasCloseRelativeReduction(101)).toBe(true);
  });

  it('a claimed reduction needs kinship found, with a reload option', () => {
    expect(checkKinshipForReduction({ isReductionClaimed: true, kinship: 'parent' })).toBeNull();
    expect(checkKinshipForReduction({ isReductionClaimed: false, kinship: null })).toBeNull();
    expect(checkKinshipForReduction({ isReductionClaimed: true, kinship: null })).toEqual({
      code: 'kinship_not_found',
      details: { canReload: true },
    });
  });
});

describe('firstFailure', () => {
  it('gives the first blocking result for ActSnapshot.blockedBy', () => {
    expect(firstFailure(null, null)).toBeNull();
    expect(firstFailure(null, { code: 'enforcement_debt' }, { code: 'party_deceased' })).toEqual({ code: 'enforcement_debt' });
  });
});
