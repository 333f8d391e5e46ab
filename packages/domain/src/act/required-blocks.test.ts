import { describe, expect, it } from 'vitest';
import { ACT_TYPE_IDS, ACT_TYPES, type ActTypeId } from './act-types.js';
import { transition } from './machine.js';
import { missingBlocks, REQUIRED_BLOCKS, type RequiredBlocksFacts } from './required-blocks.js';

const NOTARY = '7d0f9a52-43c8-4f6a-9a55-0c6f5e3c2a11';

/** An act of `typeId` with nothing but its author and a notary. */
function bare(typeId: ActTypeId, overrides: Partial<RequiredBlocksFacts> = {}): RequiredBlocksFacts {
  return { typeId, regtype: 1, notaryId: NOTARY, parties: [{ role: ACT_TYPES[typeId].authorRole }], subjects: [], ...overrides };
}

/** An act of `typeId` with every block its type requires. */
function complete(typeId: ActTypeId): RequiredBlocksFacts {
  const needs = REQUIRED_BLOCKS[typeId];
  const kind = needs.subject?.kinds[0];
  return {
    typeId,
    regtype: needs.regTypes[0]!,
    notaryId: NOTARY,
    parties: needs.parties.map((p) => ({ role: p.role })),
    subjects:
      kind === undefined
        ? []
        : [
            {
              kind,
              stateNumber: kind === 'vehicle' ? '01A123BC' : null,
              cadastreNumber: kind === 'real_estate' ? '11:14:04:01:01:1630' : null,
              description: kind === 'other' ? 'Meros ulushi' : null,
              price: needs.price ? '150000000.00' : null,
              priceWords: needs.priceWords ? "bir yuz ellik million so'm" : null,
            },
          ],
    proxy: needs.proxy ? { rights: ['use'] } : null,
    validUntil: needs.proxy ? '2027-01-01' : null,
    travel: needs.travel ? { destinationCountries: ['TR'], periodFrom: '2026-12-01', periodTo: '2027-01-10' } : null,
    marriageRecord: needs.marriageRecord ? { regnum: '123', date: '2010-05-05', body: 'FHDYo' } : null,
    termFrom: needs.leaseTerm ? '2026-12-01' : null,
    termTo: needs.leaseTerm ? '2027-12-01' : null,
  };
}

describe('required blocks per act type (issue 13)', () => {
  it.each(ACT_TYPE_IDS)('type %i: a complete act lacks nothing', (typeId) => {
    expect(missingBlocks(complete(typeId))).toEqual([]);
  });

  it.each(ACT_TYPE_IDS)('type %i: every required party role is required', (typeId) => {
    for (const { role } of REQUIRED_BLOCKS[typeId].parties) {
      const act = complete(typeId);
      expect(missingBlocks({ ...act, parties: act.parties.filter((p) => p.role !== role) })).toContain(`party:${role}`);
    }
  });

  it('names the blocks of each type', () => {
    expect(missingBlocks(bare(1))).toEqual(['party:buyer', 'subject', 'price']);
    expect(missingBlocks(bare(4))).toEqual(['party:donee', 'subject']);
    expect(missingBlocks(bare(101))).toEqual(['party:attorney', 'subject', 'proxy_scope', 'proxy_term']);
    expect(missingBlocks(bare(11651))).toEqual(['party:attorney', 'subject', 'proxy_scope', 'proxy_term']);
    expect(missingBlocks(bare(15034))).toEqual(['party:minor', 'travel_destination', 'travel_period']);
    expect(missingBlocks(bare(15035))).toEqual(['party:minor', 'party:accompanying_person', 'travel_destination', 'travel_period']);
    expect(missingBlocks(bare(15003))).toEqual(['party:receiving_spouse', 'subject', 'marriage_record']);
    expect(missingBlocks(bare(15025))).toEqual(['party:lessee', 'subject', 'price', 'lease_term']);
    expect(missingBlocks(bare(11742))).toEqual(['subject']);
    expect(missingBlocks(bare(12047))).toEqual(['subject']);
    expect(missingBlocks(bare(11962))).toEqual(['party:translator', 'subject']);
  });

  it('the sale needs the price on the vehicle with its words; the others may give one sum for the act', () => {
    const sale = complete(1);
    const [vehicle] = sale.subjects;
    expect(missingBlocks({ ...sale, subjects: [{ ...vehicle!, priceWords: null }] })).toEqual(['price_words']);
    expect(missingBlocks({ ...sale, sum: '100', subjects: [{ ...vehicle!, price: null }] })).toEqual(['price']);
    const rent = complete(15025);
    expect(missingBlocks({ ...rent, sum: '2000000', subjects: [{ ...rent.subjects[0]!, price: null }] })).toEqual([]);
  });

  it('a subject counts only when it is of the type’s kind and identified', () => {
    const sale = complete(1);
    expect(missingBlocks({ ...sale, subjects: [{ kind: 'real_estate', cadastreNumber: '11:14:04:01:01:1630', price: '1' }] })).toContain('subject');
    expect(missingBlocks({ ...sale, subjects: [{ kind: 'vehicle', techPassportSeries: 'AAF', price: '1', priceWords: 'bir' }] })).toContain('subject');
    expect(missingBlocks({ ...complete(12047), subjects: [{ kind: 'other', description: '   ' }] })).toEqual(['subject']);
  });

  it('travel: all countries stand for the destinations; the period needs both ends', () => {
    const act = complete(15034);
    expect(missingBlocks({ ...act, travel: { allCountries: true, periodFrom: '2026-12-01', periodTo: '2026-12-20' } })).toEqual([]);
    expect(missingBlocks({ ...act, travel: { destinationCountries: [], periodFrom: '2026-12-01' } })).toEqual(['travel_destination', 'travel_period']);
  });

  it('several minors and legal entities count as parties of their role', () => {
    const act = complete(15035);
    expect(missingBlocks({ ...act, parties: [...act.parties, { role: 'minor' }] })).toEqual([]);
  });

  it('the registration type must be one the type offers, and a notary chosen', () => {
    expect(missingBlocks({ ...complete(11962), regtype: 2 })).toEqual(['reg_type']);
    expect(missingBlocks({ ...complete(1), notaryId: null })).toEqual(['notary']);
  });

  it('send_for_check is refused while a block is missing', () => {
    const snapshot = {
      step: 1 as const,
      status: 'active' as const,
      typeId: 1 as const,
      regType: 1 as const,
      hasNotary: true,
      allPartiesAccepted: true,
      hasInvoices: false,
      isFreeOfCharge: false,
      isPaid: false,
      visitAt: null,
      now: new Date('2026-11-25T10:00:00Z'),
      blockedBy: null,
      arePartiesPresent: false,
    };
    expect(transition({ ...snapshot, missingBlocks: ['party:buyer'] }, 'send_for_check', 'applicant')).toEqual({ ok: false, code: 'act_blocks_missing' });
    expect(transition({ ...snapshot, missingBlocks: [] }, 'send_for_check', 'applicant')).toMatchObject({ ok: true, next: { step: 2 } });
  });
});
