import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isErrorCode, type ErrorCode } from '@notary/domain/errors';
import { i18n } from '../i18n/index.ts';

/**
 * A translated text for every code of the domain catalogue (STYLE.md
 * "Errors"): a new code does not compile until it has a message here.
 */
export const ERROR_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  bad_request: msg`So'rov noto'g'ri tuzilgan`,
  validation_failed: msg`Kiritilgan ma'lumotlar noto'g'ri. Maydonlarni tekshiring`,
  'Access Denied': msg`Avtorizatsiya muddati tugadi. Avtorizatsiyadan qayta o'ting`,
  forbidden: msg`Ushbu sahifaga kirish huquqingiz yo'q`,
  not_found: msg`So'ralgan ma'lumot topilmadi`,
  internal_error: msg`Tizimda xatolik`,
  uuid_not_found: msg`Notarial harakat topilmadi`,
  pin_not_found_in_uuid: msg`Siz ushbu notarial harakat ishtirokchisi emassiz, shu sababli kirish cheklangan`,
  download_forbidden: msg`Ushbu faylni yuklab olishga ruxsatingiz yo'q`,
  too_many_requests: msg`Juda ko'p urinish. Birozdan so'ng qayta urinib ko'ring`,
  login_required: msg`Ushbu sahifa uchun tizimga kirish kerak`,
  check_before_auth_failed: msg`Ma'lumotlar tasdiqlanmadi. JShShIR va pasport ma'lumotlarini tekshiring`,
  sign_in_failed: msg`Shaxsingizni tasdiqlashda xatolik yuz berdi. Qayta urinib ko'ring!`,
  face_token_invalid: msg`Yuzni tekshirish natijasi yaroqsiz yoki muddati o'tgan. Qayta urinib ko'ring`,
  face_check_timeout: msg`Yuzni tekshirish vaqti tugadi. Qayta urinib ko'ring`,
  technical_work: msg`Tizimda texnik ishlar olib borilmoqda. Birozdan so'ng qayta urinib ko'ring`,
  image_type_not_allowed: msg`Rasm faqat PNG yoki JPEG formatida bo'lishi kerak`,
  camera_not_found: msg`Veb-kamera topilmadi. Kamerani ulang va qayta urinib ko'ring`,
  camera_blocked: msg`Veb-kamera brauzer yoki tizim sozlamalarida bloklangan`,
  microphone_not_found: msg`Mikrofon topilmadi. Mikrofonni ulang va qayta urinib ko'ring`,
  camera_in_use: msg`Kamerani o'qib bo'lmadi: u boshqa dastur tomonidan ishlatilmoqda`,
  camera_permission_denied: msg`Kameradan foydalanishga ruxsat berilmadi. Brauzer sozlamalarida ruxsat bering`,
  camera_unknown_error: msg`Kamera bilan noma'lum xatolik yuz berdi`,
  camera_resolution_too_low: msg`Kamera ruxsati juda past: kamida 640×480 kerak`,
  video_resolution_too_low: msg`Videokonferensiya uchun kamera ruxsati juda past: kamida 1280×720 kerak`,
  connection_too_slow: msg`Internet tezligi yetarli emas: kamida 2 Mbit/s kerak`,
  personal_data_not_verified: msg`Shaxsiy ma'lumotlar tasdiqlanmagan, videokonferensiya orqali ro'yxatdan o'tkazish mumkin emas`,
  act_not_found: msg`Notarial harakat topilmadi`,
  search_failed: msg`Qidiruvda kutilmagan xatolik yuz berdi. Qayta urinib ko'ring`,
  registration_time_expired: msg`Ro'yxatga olish vaqti o'tib ketdi. Notariusdan yangi vaqt so'rang`,
  party_deceased: msg`Ishtirokchi vafot etgan deb qayd etilgan. FHDYo organiga murojaat qiling`,
  enforcement_debt: msg`Majburiy ijro byurosida qarzdorlik bor. To'liq to'lagandan so'ng davom eting`,
  vehicle_encumbered: msg`Transport vositasida taqiq, hibsga olish yoki to'lanmagan jarimalar bor`,
  duplicate_unfinished_act: msg`Ushbu obyekt bo'yicha yakunlanmagan notarial harakat mavjud`,
  kinship_not_found: msg`Ishtirokchilar o'rtasida qarindoshlik topilmadi. Qarindoshlik ma'lumotlarini qayta yuklang`,
  rating_required: msg`Baho qo'ying`,
  phone_not_active: msg`Faol telefon raqami talab qilinadi`,
  minor_birth_certificate_missing: msg`Bolaning tug'ilganlik haqidagi guvohnomasi FHDYo arxivida topilmadi`,
  minor_companion_required: msg`Voyaga yetmagan shaxsga kuzatuvchi kerak`,
  self_departure_under_age: msg`Mustaqil chiqish faqat 15 yoshdan boshlab belgilanadi`,
  several_minors_not_allowed: msg`Bir nechta bolani faqat kuzatib borishga rozilikda ko'rsatish mumkin`,
  co_owners_missing: msg`Birgalikdagi mulkdorlar ishtirokchi sifatida qo'shilmagan`,
  co_owners_not_confirmed: msg`Birgalikdagi mulkdor taklifni tasdiqlamagan`,
  poa_disposal_rights_forbidden: msg`Ushbu ishonchnoma tasarruf etish huquqini bera olmaydi`,
  poa_subject_not_vehicle: msg`Ushbu ishonchnoma faqat transport vositasi uchun`,
  poa_delegation_not_allowed: msg`Asosiy ishonchnomada ishonib topshirish huquqi yo'q`,
  poa_outlasts_main: msg`Qayta ishonchnoma asosiy ishonchnomadan uzoq muddatga berilishi mumkin emas`,
  subject_not_in_registry: msg`Obyekt davlat reyestrida topilmadi. Davlat raqami, texnik pasport yoki kadastr raqamini tekshiring`,
  author_not_owner: msg`Siz ushbu obyektning mulkdori yoki birgalikdagi mulkdori emassiz va uni tasarruf etishga ishonchnomangiz yo'q`,
  subject_owner_not_party: msg`Obyekt mulkdori ushbu notarial harakat ishtirokchilari orasida yo'q`,
  act_event_not_allowed: msg`Bu amalni hozirgi bosqichda bajarib bo'lmaydi`,
  act_actor_not_allowed: msg`Bu amalni bajarishga huquqingiz yo'q`,
  act_finished: msg`Notarial harakat yakunlangan, amallar to'xtatilgan`,
  parties_not_confirmed: msg`Barcha ishtirokchilar taklifni tasdiqlamagan`,
  notary_not_chosen: msg`Notarius tanlanmagan`,
  invoices_missing: msg`To'lov hisoblari shakllantirilmagan`,
  visit_time_missing: msg`Tashrif sanasi va vaqti belgilanmagan`,
  visit_time_in_past: msg`Tashrif vaqti kelajakda bo'lishi kerak`,
  visit_time_not_passed: msg`Tashrif vaqti hali o'tmagan`,
  not_video_registration: msg`Notarial harakat videokonferensiya orqali emas, shaxsan ro'yxatdan o'tkaziladi`,
  payment_not_confirmed: msg`To'lov tasdiqlanmagan`,
  payment_already_confirmed: msg`To'lov allaqachon tasdiqlangan`,
  act_already_paid: msg`To'langan notarial harakatni o'chirib bo'lmaydi`,
  annul_requires_notary: msg`Bu turdagi notarial harakatni faqat notarius bekor qiladi`,
  invitation_already_answered: msg`Taklifga allaqachon javob berilgan`,
  invitation_not_accepted: msg`Faqat taklifni qabul qilgan ishtirokchi bitimdan chiqishi mumkin`,
  invitation_not_found: msg`Taklif havolasi yaroqsiz yoki yangi taklif bilan almashtirilgan`,
  invitation_still_open: msg`Taklif hali javobsiz`,
};

/** The translated text of a code, or null when the code is not in the catalogue. */
export function errorMessage(code: unknown): string | null {
  return isErrorCode(code) ? i18n._(ERROR_MESSAGES[code]) : null;
}
