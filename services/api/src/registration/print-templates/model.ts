import type { Locale } from '@notary/domain/constants';
import type { NotarialAct } from '../../acts/act.entity.js';
import type { ActParty } from '../../parties/party.entity.js';
import type { ActSubject } from '../../subjects/subject.entity.js';

export type Localized = Readonly<Record<Locale, string>>;

/** Everything a print form shows, read once by the service (PrintFormService) and drawn by `renderActDocument`. */
export type PrintModel = {
  act: NotarialAct;
  parties: readonly ActParty[];
  subjects: readonly ActSubject[];
  /** The registering notary as the directory names them (Latin and Cyrillic spelling), else null. */
  notary: { fullName: string; fullNameCyr: string; licenseNumber: string } | null;
  /** The notary's office: its name, address and the place the document is made (district, region). */
  office: { name: Localized; address: Localized; place: Localized } | null;
  /** What was charged, in tiyin: the payments paid or confirmed, by kind; null where no payment of that kind is recorded (an act imported from the registry). */
  fees: { stateDuty: number | null; notaryFee: number | null };
  /** The public act check of exactly this act (null until registered). */
  checkUrl: string | null;
};
