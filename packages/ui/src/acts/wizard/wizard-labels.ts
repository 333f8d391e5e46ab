import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ACT_BLOCKS, type MissingBlock } from '@notary/domain/act';
import type { PartyRole } from '@notary/domain/party';
import { isHTTPError } from 'ky';
import { errorMessage } from '../../errors/index.ts';
import { validationMessage, VALIDATION_MESSAGES } from '../../forms/index.ts';
import { fieldMessage } from '../../searches/index.ts';
import { i18n } from '../../i18n/index.ts';
import { badRequestMessage, readErrorBody } from '../../http/index.ts';
import { PARTY_ROLE_LABELS } from '../party-role-labels.ts';
import type { WizardStepKey } from './wizard-steps.ts';

export const WIZARD_STEP_LABELS: Record<WizardStepKey, MessageDescriptor> = {
  start: msg`Rasmiylashtirish usuli`,
  parties: msg`Ishtirokchilar`,
  subjects: msg`Harakat predmeti`,
  terms: msg`Shartlar`,
  notary: msg`Notarius`,
  review: msg`Tekshirish va yuborish`,
};

type ActBlock = (typeof ACT_BLOCKS)[number];

const BLOCK_LABELS: Record<ActBlock, MessageDescriptor> = {
  subject: msg`Harakat predmeti (transport vositasi, ko'chmas mulk yoki boshqa mol-mulk)`,
  price: msg`Narx yoki summa`,
  price_words: msg`Narx so'z bilan`,
  proxy_scope: msg`Ishonchnoma bo'yicha vakolatlar`,
  proxy_term: msg`Ishonchnomaning amal qilish muddati`,
  travel_destination: msg`Boriladigan davlatlar`,
  travel_period: msg`Safar muddati`,
  marriage_record: msg`Nikoh qayd etilganligi to'g'risidagi yozuv`,
  lease_term: msg`Ijara muddati`,
  reg_type: msg`Ushbu harakat turi uchun ruxsat etilgan rasmiylashtirish usuli`,
  notary: msg`Notarius`,
};

/** A missing block in the user's words: a party of a role, or one of the act's blocks. */
export function blockLabel(block: MissingBlock): string {
  if (block.startsWith('party:')) {
    const role = block.slice('party:'.length) as PartyRole;
    return i18n._(msg`Ishtirokchi: ${i18n._(PARTY_ROLE_LABELS[role])}`);
  }
  return i18n._(BLOCK_LABELS[block as ActBlock]);
}

/** Texts of the schema and API keys the wizard's forms meet, beyond the shell's and the searches'. */
const WIZARD_MESSAGES: Record<string, MessageDescriptor> = {
  error_required_fullname: msg`F.I.Sh. yoki tashkilot nomini kiriting`,
  error_wrong_inn_length: msg`STIR 9 ta raqamdan iborat bo'lishi kerak`,
  error_required_inn: msg`Tashkilotning STIR raqamini kiriting`,
  error_required_company: msg`Tashkilotni STIR bo'yicha soliq reyestridan toping`,
  error_required_price_words: msg`Narxni so'z bilan ham kiriting`,
  error_wrong_price_words: msg`So'z bilan yozilgan narx raqamdagi narxga mos emas`,
  error_wrong_sum: msg`Summa noto'g'ri kiritilgan`,
  error_wrong_share: msg`Ulush butundan katta bo'lishi mumkin emas`,
  error_party_already_added: msg`Bu shaxs allaqachon ishtirokchi sifatida qo'shilgan`,
  error_role_not_allowed: msg`Bu ishtirokchi roli ushbu harakat turiga tegishli emas`,
  error_required_vehicle_identifier: msg`Davlat raqamini yoki texnik pasport seriyasi va raqamini kiriting`,
  error_required_description: msg`Mol-mulk tavsifini kiriting`,
  error_regtype_not_allowed: msg`Bu rasmiylashtirish usuli ushbu harakat turi uchun mavjud emas`,
  error_required_person: msg`Avval shaxsni JShShIR bo'yicha reyestrdan toping`,
};

/** The text of a schema or API message key. */
export function wizardMessage(key: string): string {
  const own = WIZARD_MESSAGES[key];
  if (own) return i18n._(own);
  if (VALIDATION_MESSAGES[key]) return validationMessage(key);
  return fieldMessage(key) ?? validationMessage(key);
}

/**
 * What the server said when it refused a save or an event: the field
 * issues of a validation failure, a domain error in the catalogue's words
 * (a blocking rule's message among them), else the server's own text.
 */
export async function refusalText(error: unknown): Promise<string> {
  if (isHTTPError(error)) {
    const data = error.data as { code?: string; details?: { issues?: { message: string }[] } } | undefined;
    const issues = data?.details?.issues;
    if (data?.code === 'validation_failed' && Array.isArray(issues) && issues.length > 0) {
      return [...new Set(issues.map((issue) => wizardMessage(issue.message)))].join('. ');
    }
    const body = await readErrorBody(error.data);
    const text = errorMessage(body.code) ?? badRequestMessage(error);
    if (text) return text;
  }
  return i18n._(msg`Saqlab bo'lmadi. Qayta urinib ko'ring.`);
}
