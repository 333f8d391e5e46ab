import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LegalForm, PartyRole } from '@notary/domain/party';

/** Every party role of the domain, named for the citizen; a new role does not compile until it has a name. */
export const PARTY_ROLE_LABELS: Record<PartyRole, MessageDescriptor> = {
  seller: msg`Sotuvchi`,
  buyer: msg`Xaridor`,
  giver: msg`Hadya qiluvchi`,
  donee: msg`Hadya oluvchi`,
  consenting_spouse: msg`Rozilik beruvchi er yoki xotin`,
  receiving_spouse: msg`Rozilik oluvchi er yoki xotin`,
  parent: msg`Ota yoki ona`,
  attorney: msg`Ishonchli vakil`,
  representative: msg`Vakil`,
  co_owner: msg`Birgalikdagi mulkdor`,
  payer: msg`To'lovchi`,
  minor: msg`Voyaga yetmagan bola`,
  accompanying_person: msg`Kuzatib boruvchi shaxs`,
  applicant: msg`Arizachi`,
  principal: msg`Ishonch bildiruvchi`,
  pledgor: msg`Garovga qo'yuvchi`,
  pledgee: msg`Garov oluvchi`,
  lessor: msg`Ijaraga beruvchi`,
  lessee: msg`Ijaraga oluvchi`,
  payee: msg`Zakalat oluvchi`,
  heir: msg`Merosxo'r`,
  resident: msg`Ro'yxatdan o'tkaziladigan shaxs`,
  translator: msg`Tarjimon`,
};

/** The legal forms of the tax registry's companies, named for the citizen. */
export const LEGAL_FORM_LABELS: Record<LegalForm, MessageDescriptor> = {
  llc: msg`Mas'uliyati cheklangan jamiyat (MChJ)`,
  jsc: msg`Aksiyadorlik jamiyati (AJ)`,
  private_enterprise: msg`Xususiy korxona (XK)`,
  family_enterprise: msg`Oilaviy korxona (OK)`,
  farm: msg`Fermer xo'jaligi (FX)`,
  state_unitary: msg`Davlat unitar korxonasi (DUK)`,
};
