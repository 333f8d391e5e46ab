import type { DomainError } from '@notary/domain/errors';
import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../identity/auth.js';
import type { ActParty } from '../parties/party.entity.js';
import { resolveActAccess } from './act-access.js';
import type { NotarialAct } from './act.entity.js';
import { loadAct } from './acts.repository.js';

type Named = { pin: string; fullname: string | null };

function pinsOf(details: Record<string, unknown> | undefined): string[] {
  const pins = details?.pins;
  return Array.isArray(pins) ? pins.filter((p): p is string => typeof p === 'string') : [];
}

function named(pins: readonly string[], parties: readonly ActParty[]): Named[] {
  return pins.map((pin) => ({ pin, fullname: parties.find((p) => p.pin === pin)?.fullname ?? null }));
}

/**
 * The act's first blocking rule (acts-domain 5, 8) as the card shows it to
 * this caller, with the facts its way out needs and no more (issue 13.3):
 * - party_deceased, personal_data_not_verified: the parties concerned by name
 *   (a party sees the act's parties anyway);
 * - duplicate_unfinished_act: the existing act, for the link, only when the
 *   caller may open it; else only that it exists (its parties are others');
 * - enforcement_debt: who owes, and the amount only to the debtor themself;
 * - phone_not_active: the number only to the applicant whose number it is;
 * - vehicle_encumbered: what is active on the vehicle (the references tab lists it);
 * - any other rule: its code and details as the rule gives them.
 */
export async function blockingView(
  em: EntityManager,
  act: NotarialAct,
  blocking: DomainError | null,
  user: SessionUser,
  parties: readonly ActParty[],
): Promise<DomainError | null> {
  if (!blocking) return null;
  const { code, details } = blocking;
  const isAuthor = act.authorPin === user.pin;
  switch (code) {
    case 'party_deceased':
      return { code, details: { parties: named(pinsOf(details), parties), isCoOwnerDeceased: details?.isCoOwnerDeceased === true } };
    case 'personal_data_not_verified': {
      const pins = pinsOf(details);
      // Without pins the rule is about the applicant's own account (a video act's author).
      return { code, details: { parties: named(pins, parties), isMine: pins.length === 0 ? isAuthor : pins.includes(user.pin) } };
    }
    case 'duplicate_unfinished_act': {
      const existingId = typeof details?.existingActId === 'string' ? details.existingActId : null;
      const existing = existingId ? await loadAct(em, existingId, { lock: false }) : null;
      const mayOpen = existing !== null && (await resolveActAccess(em, existing.id, user, { lock: false }).then(() => true, () => false));
      return {
        code,
        details: {
          typeId: details?.typeId ?? act.typeId,
          existingAct: mayOpen && existing ? { id: existing.id, typeId: existing.typeId, name: existing.name, step: existing.step, enteredAt: existing.enteredAt.toISOString() } : null,
        },
      };
    }
    case 'enforcement_debt': {
      const pins = pinsOf(details);
      const isOnlyMine = pins.length === 1 && pins[0] === user.pin;
      return {
        code,
        details: {
          parties: named(pins, parties),
          isMine: pins.includes(user.pin),
          myDebtTiyin: isOnlyMine && typeof details?.totalDebtTiyin === 'number' ? details.totalDebtTiyin : null,
        },
      };
    }
    case 'phone_not_active':
      return { code, details: { isMine: isAuthor, phone: isAuthor && typeof details?.phone === 'string' ? details.phone : null } };
    default:
      return blocking;
  }
}
