import { useCallback, useState } from 'react';
import { useSessionStore } from '../../session/index.ts';

/** Screens 0–1 before the act exists: what the citizen typed, kept between visits. */
export type SimplifiedDraft = {
  screen: 0 | 1;
  regtype: 1 | 2;
  vehicle: { stateNumber: string; techPassportSeries: string; techPassportNumber: string };
  /** The registry's answer for that vehicle, once found (make, year, colour). */
  found: { stateNumber: string; make: string; year: number | null; colour: string | null } | null;
  /** The price as typed (masked, "120 000 000,00") and its words. */
  price: string;
  priceWords: string;
  counterparty: { pin: string; fullname: string; phone: string };
};

export const EMPTY_DRAFT: SimplifiedDraft = {
  screen: 0,
  regtype: 1,
  vehicle: { stateNumber: '', techPassportSeries: '', techPassportNumber: '' },
  found: null,
  price: '',
  priceWords: '',
  counterparty: { pin: '', fullname: '', phone: '' },
};

/**
 * The act is created on the server once screen 1 names the counterparty
 * (POST notarial_act/simplified takes the vehicle, the price and the
 * counterparty at once); until then the draft lives in this tab's
 * sessionStorage, per signed-in person and act type, so leaving the wizard
 * and coming back resumes it. Not localStorage: the plate and the technical
 * passport of someone's car must not outlive the tab on a shared kiosk.
 */
const keyOf = (pin: string, typeId: number) => `notary.simplified-draft.${pin}.${typeId}`;

function read(key: string): SimplifiedDraft {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? { ...EMPTY_DRAFT, ...(JSON.parse(raw) as Partial<SimplifiedDraft>) } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function useSimplifiedDraft(typeId: number) {
  const pin = useSessionStore((s) => s.user?.pin ?? 'anonymous');
  const key = keyOf(pin, typeId);
  const [draft, setDraft] = useState<SimplifiedDraft>(() => read(key));
  const save = useCallback(
    (next: SimplifiedDraft) => {
      setDraft(next);
      try {
        sessionStorage.setItem(key, JSON.stringify(next));
      } catch {
        // A full or disabled storage only loses the resume, not the wizard.
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    setDraft(EMPTY_DRAFT);
    try {
      sessionStorage.removeItem(key);
    } catch {
      // nothing kept, nothing to clear
    }
  }, [key]);
  return { draft, save, clear };
}
