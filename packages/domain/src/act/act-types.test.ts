import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants/index.js';
import {
  ACT_STEP_KEYS,
  ACT_STEP_NUMBERS,
  ACT_TYPE_IDS,
  ACT_TYPES,
  actStateOf,
  GUIDED_FLOW_LENGTHS,
  SIMPLIFIED_WIZARD_STEPS,
  SIMPLIFIED_WIZARD_TYPE_IDS,
  simplifiedWizardIndexOf,
} from './index.js';

describe('act types (acts-domain 3)', () => {
  it('has the 17 type ids of the spec', () => {
    expect([...ACT_TYPE_IDS].sort((a, b) => a - b)).toEqual([
      1, 4, 9, 101, 105, 11651, 11680, 11720, 11742, 11944, 11962, 12047, 15003, 15018, 15025, 15034, 15035,
    ]);
  });

  it.each(ACT_TYPE_IDS)('type %i has three names, its author among its roles, a registration type', (id) => {
    const type = ACT_TYPES[id];
    for (const locale of LOCALES) expect(type.names[locale].length).toBeGreaterThan(3);
    expect(type.names.uz).toMatch(/[\u0400-\u04ff]/);
    expect(type.names.oz).not.toMatch(/[\u0400-\u04ff]/);
    expect(type.partyRoles).toContain(type.authorRole);
    expect(type.regTypes.length).toBeGreaterThan(0);
  });

  it('101 is vehicle-only (acts-domain 5)', () => {
    expect(ACT_TYPES[101].subjectKinds).toEqual(['vehicle']);
  });
});

describe('wizards (acts-domain 4)', () => {
  it('guided flow lengths: sale 7, gift 7, pledge 5, spouse consent 6', () => {
    expect(GUIDED_FLOW_LENGTHS).toEqual({ 1: 7, 4: 7, 9: 5, 11680: 5, 15003: 6 });
  });

  it('the simplified wizard is for vehicle sale and gift, screens 0..6 covering each step once', () => {
    expect(SIMPLIFIED_WIZARD_TYPE_IDS).toEqual([1, 4]);
    expect(SIMPLIFIED_WIZARD_STEPS.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const covered = SIMPLIFIED_WIZARD_STEPS.flatMap((s) => s.actSteps.filter((step) => step !== 1));
    expect(covered).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ACT_STEP_NUMBERS.map(simplifiedWizardIndexOf)).toEqual([0, 4, 4, 4, 5, 5, 5, 5, 6]);
  });
});

describe('steps and states', () => {
  it('numbers the nine steps 1..9 with keys', () => {
    expect(ACT_STEP_NUMBERS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ACT_STEP_KEYS[1]).toBe('preparation');
    expect(ACT_STEP_KEYS[9]).toBe('registered');
  });

  it('an act is active while in process or in force, cancelled otherwise', () => {
    expect(actStateOf('active')).toBe('active');
    expect(actStateOf('registered')).toBe('active');
    for (const status of ['annulled', 'refused', 'stopped', 'deleted', 'inactive'] as const) {
      expect(actStateOf(status)).toBe('cancelled');
    }
  });
});
