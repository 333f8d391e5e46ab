import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/index.ts';
import { jsonResponse, mockApi } from '../../testing/fetch-mock.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { BlockingNotice, blockingRuleOf, type BlockingRule } from './blocking-notice.tsx';

const ACT = '6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b';
const OTHER = '0b8a3c7e-1d2f-4e5a-9b6c-7d8e9f0a1b2c';
const cardPath = (id: string) => `/my_notarial_act/${id}`;

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => activateLocale('oz'));
});

function show(rule: BlockingRule, onRecheck = vi.fn<() => void>()) {
  renderRoutes(
    [
      { path: '/my_notarial_act/:rid', element: <BlockingNotice rule={rule} actId={ACT} cardPath={cardPath} onRecheck={onRecheck} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    cardPath(ACT),
  );
  return { notice: screen.getByTestId(`blocking-${rule.code}`), onRecheck };
}

const text = (notice: HTMLElement, id: string) => within(notice).getByTestId(id).textContent;

// Issue 13.3: each blocking rule of acts-domain 5 with its message (acts-domain 8) and its way out.
describe('blocking rules: message and way out', () => {
  it('a deceased party: named, the civil registry office to turn to, and a re-check', async () => {
    const { notice, onRecheck } = show({ code: 'party_deceased', details: { parties: [{ pin: '31403856111016', fullname: 'KARIMOV AZIZ' }], isCoOwnerDeceased: false } });
    expect(text(notice, 'blocking-message')).toBe('Ishtirokchi vafot etgan deb qayd etilgan. FHDYo organiga murojaat qiling');
    expect(text(notice, 'blocking-parties')).toBe('KARIMOV AZIZ (31403856111016)');
    expect(text(notice, 'blocking-way-out')).toContain('fuqarolik holati dalolatnomalarini yozish (FHDYo) organiga murojaat qiling');
    fireEvent.click(within(notice).getByTestId('blocking-recheck'));
    expect(onRecheck).toHaveBeenCalledOnce();
  });

  it("a deceased co-owner: the act is done at a notary office (shell 2.6's clause)", () => {
    const { notice } = show({ code: 'party_deceased', details: { parties: [{ pin: '31403856111016', fullname: null }], isCoOwnerDeceased: true } });
    expect(text(notice, 'blocking-parties')).toBe('31403856111016');
    expect(text(notice, 'blocking-way-out')).toContain('faqat notarial idorada an\'anaviy tartibda rasmiylashtiriladi');
  });

  it('a duplicate unfinished act links the existing act', async () => {
    const { notice } = show({
      code: 'duplicate_unfinished_act',
      details: { typeId: 1, existingAct: { id: OTHER, typeId: 1, name: 'x', step: 2, enteredAt: '2025-03-01T07:00:00.000Z' } },
    });
    expect(text(notice, 'blocking-message')).toBe("Ushbu obyekt bo'yicha yakunlanmagan notarial harakat mavjud");
    const link = within(notice).getByTestId('blocking-existing-act');
    expect(link.textContent).toBe('Mavjud harakatni ochish: Transport vositasining oldi-sotdi shartnomasi, 01.03.2025');
    expect(link.getAttribute('href')).toBe(cardPath(OTHER));
    expect(text(notice, 'blocking-way-out')).toBe("Avval mavjud harakatni yakunlang yoki o'chiring, so'ng bu harakatni davom ettiring.");
  });

  it("a duplicate started by someone else is told without a link; a refused creation's raw details still link", () => {
    const { notice } = show({ code: 'duplicate_unfinished_act', details: { typeId: 1, existingAct: null } });
    expect(within(notice).queryByTestId('blocking-existing-act')).toBeNull();
    expect(text(notice, 'blocking-way-out')).toContain('boshqa foydalanuvchi boshlagan');
    const rule = blockingRuleOf({ code: 'duplicate_unfinished_act', message: 'x', details: { existingActId: OTHER, typeId: 1 } });
    expect(rule).toEqual({ code: 'duplicate_unfinished_act', details: { existingActId: OTHER, typeId: 1 } });
    expect(blockingRuleOf({ code: 'no_such_code' })).toBeNull();
  });

  it('an enforcement debt: the debtor sees the sum and where to pay; another party sees who must pay', () => {
    const { notice } = show({ code: 'enforcement_debt', details: { parties: [{ pin: '31403856111016', fullname: 'KARIMOV AZIZ' }], isMine: true, myDebtTiyin: 150_000_000 } });
    expect(text(notice, 'blocking-message')).toBe("Majburiy ijro byurosida qarzdorlik bor. To'liq to'lagandan so'ng davom eting");
    expect(text(notice, 'blocking-my-debt')).toBe("Qarzingiz: 1 500 000.00 so'm");
    expect(text(notice, 'blocking-way-out')).toContain("Qarzni Majburiy ijro byurosiga to'liq to'lang");
    expect(within(notice).getByTestId('blocking-recheck')).toBeTruthy();
  });

  it('an enforcement debt of another party shows no sum', () => {
    const { notice } = show({ code: 'enforcement_debt', details: { parties: [{ pin: '31403856111016', fullname: 'KARIMOV AZIZ' }], isMine: false, myDebtTiyin: null } });
    expect(within(notice).queryByTestId('blocking-my-debt')).toBeNull();
    expect(text(notice, 'blocking-way-out')).toContain("Qarzdor ishtirokchi qarzni Majburiy ijro byurosiga to'liq to'lashi kerak");
  });

  it('vehicle bans and fines: what is active, where to lift and pay, the references tab', () => {
    const { notice } = show({ code: 'vehicle_encumbered', details: { bans: 1, arrests: 0, restraints: 2, unpaidFinesTiyin: 34_000_000 } });
    expect(text(notice, 'blocking-message')).toBe("Transport vositasida taqiq, hibsga olish yoki to'lanmagan jarimalar bor");
    expect(within(within(notice).getByTestId('blocking-encumbrances')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Taqiqlar: 1',
      'Cheklovlar: 2',
      "To'lanmagan jarimalar: 340 000.00 so'm",
    ]);
    expect(text(notice, 'blocking-way-out')).toContain("qo'ygan organ orqali olib tashlating, jarimalarni to'lang");
    expect(within(notice).getByTestId('blocking-references').getAttribute('href')).toBe(`${cardPath(ACT)}?tab=references`);
  });

  it('no kinship found: "reload kinship data" asks the civil registry again and tells the answer', async () => {
    let found = false;
    const api = mockApi({
      [`POST /api/notarial_act/${ACT}/kinship/reload`]: () => jsonResponse(201, { kinship: [], kinshipNotFound: !found, blockedBy: found ? null : { code: 'kinship_not_found' } }),
    });
    const { notice, onRecheck } = show({ code: 'kinship_not_found', details: { canReload: true } });
    expect(text(notice, 'blocking-message')).toBe("Ishtirokchilar o'rtasida qarindoshlik topilmadi. Qarindoshlik ma'lumotlarini qayta yuklang");
    fireEvent.click(within(notice).getByTestId('blocking-kinship-reload'));
    await waitFor(() => expect(text(notice, 'blocking-kinship-result')).toBe("FHDYo ma'lumotlarida qarindoshlik hali ham topilmadi."));
    expect(onRecheck).not.toHaveBeenCalled();
    found = true;
    fireEvent.click(within(notice).getByTestId('blocking-kinship-reload'));
    await waitFor(() => expect(text(notice, 'blocking-kinship-result')).toBe("Qarindoshlik FHDYo ma'lumotlarida tasdiqlandi."));
    expect(onRecheck).toHaveBeenCalledOnce();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('personal data not verified: no video registration; in person instead', () => {
    const { notice } = show({ code: 'personal_data_not_verified', details: { parties: [], isMine: true } });
    expect(text(notice, 'blocking-message')).toBe("Shaxsiy ma'lumotlar tasdiqlanmagan, videokonferensiya orqali ro'yxatdan o'tkazish mumkin emas");
    expect(text(notice, 'blocking-way-out')).toContain('notariusga shaxsan tashrif buyurib rasmiylashtirishingiz mumkin');
  });

  it('an inactive phone: the number on record and how to activate it', () => {
    const { notice } = show({ code: 'phone_not_active', details: { isMine: true, phone: '901234599' } });
    expect(text(notice, 'blocking-message')).toBe('Faol telefon raqami talab qilinadi');
    expect(text(notice, 'blocking-phone')).toBe("Ma'lumotlaringizdagi raqam: +998 (90) 123-45-99");
    expect(text(notice, 'blocking-way-out')).toContain('mobil aloqa operatorida faollashtiring');
  });

  it('a missed video conference (issue 16.6): when it was, that the act is inactive, and to start again with the notary', () => {
    const { notice } = show({ code: 'video_conference_missed', details: { visitAt: '2026-11-20T05:30:00.000Z', notaryName: 'Nazarova Feruza', isNotary: false } });
    expect(text(notice, 'blocking-message')).toBe("Videokonferensiya belgilangan vaqtda o'tkazilmadi, shuning uchun so'rov nofaol bo'ldi");
    expect(text(notice, 'blocking-missed-at')).toBe('Videokonferensiya vaqti: 20.11.2026 10:30 (Toshkent vaqti).');
    expect(text(notice, 'blocking-way-out')).toContain('Harakatni qaytadan yarating va notariusga yuboring');
    expect(text(notice, 'blocking-way-out')).toContain('Nazarova Feruza');
    expect(within(notice).queryByTestId('blocking-recheck')).toBeNull();
  });

  it('a missed video conference, to the notary: the request is closed, a new one comes as a new act', () => {
    const { notice } = show({ code: 'video_conference_missed', details: { visitAt: null, notaryName: null, isNotary: true } });
    expect(within(notice).queryByTestId('blocking-missed-at')).toBeNull();
    expect(text(notice, 'blocking-way-out')).toContain("yangi so'rov sifatida ko'rib chiqing");
  });

  it('a missed video conference in Russian and Uzbek Cyrillic', async () => {
    await act(() => activateLocale('ru'));
    const { notice } = show({ code: 'video_conference_missed', details: { visitAt: '2026-11-20T05:30:00.000Z', notaryName: null, isNotary: false } });
    expect(text(notice, 'blocking-message')).toMatch(/^Видеоконференция не состоялась/);
    expect(text(notice, 'blocking-way-out')).toMatch(/заново/);
  });

  it('time expired: ask the notary for a new time', () => {
    const { notice } = show({ code: 'registration_time_expired' });
    expect(text(notice, 'blocking-message')).toBe("Ro'yxatga olish vaqti o'tib ketdi. Notariusdan yangi vaqt so'rang");
    expect(text(notice, 'blocking-way-out')).toBe("Belgilangan vaqt o'tib ketdi: notarius yangi vaqt belgilashi kerak.");
  });

  it('speaks Russian and Uzbek Cyrillic too', async () => {
    await act(() => activateLocale('ru'));
    const { notice } = show({ code: 'party_deceased', details: { parties: [], isCoOwnerDeceased: false } });
    expect(text(notice, 'blocking-message')).toMatch(/[А-Яа-я]/);
    expect(text(notice, 'blocking-way-out')).toMatch(/ЗАГС/);
    expect(within(notice).getByTestId('blocking-recheck').textContent).toBe('Проверить снова');
  });
});
