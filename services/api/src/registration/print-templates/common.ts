import type { Ctx } from './context.js';

/**
 * Clauses every contract of the portal shares: the consents of the owner's
 * spouse and co-owners given in this act, who bears the costs, the copies.
 */
export function consentClauses(c: Ctx, ownerRole: 'seller' | 'giver' | 'pledgor' | 'lessor' | 'payee'): string[] {
  const { t } = c;
  const out: string[] = [];
  const spouse = c.partiesOf('consenting_spouse');
  const coOwners = c.partiesOf('co_owner');
  const ru = c.lang === 'ru';
  const owner = c.roleName(ownerRole);
  if (spouse.length) {
    const names = spouse.map((p) => p.fullname).join(', ');
    out.push(
      ru
        ? `Супруг(а) стороны «${owner}» ${names} дал(а) согласие на совершение настоящей сделки с имуществом, нажитым в браке; согласие выражено в рамках настоящего нотариального действия.`
        : t`«${owner}»ning turmush o'rtog'i ${names} nikoh davrida orttirilgan mol-mulk bilan ushbu bitimni tuzishga roziligini berdi; rozilik ushbu notarial harakat doirasida bildirildi.`,
    );
  }
  if (coOwners.length) {
    const names = coOwners.map((p) => p.fullname).join(', ');
    out.push(
      ru
        ? `Сособственники имущества ${names} дали согласие на совершение настоящей сделки.`
        : t`Mol-mulkning birgalikdagi mulkdorlari ${names} ushbu bitimni tuzishga roziligini berdilar.`,
    );
  }
  return out;
}

/** Who pays the notarial costs: the act's payer when named, else the side the template names. */
export function costsClause(c: Ctx, defaultRole: 'buyer' | 'donee' | 'pledgor' | 'lessee' | 'payer'): string {
  const payer = c.model.parties.find((p) => p.isPayer) ?? c.partiesOf('payer')[0];
  const who = payer && payer.role === 'payer' && c.typeId !== 15018 ? payer.fullname : payer ? `«${c.roleName(payer.role)}»` : `«${c.roleName(defaultRole)}»`;
  return c.lang === 'ru'
    ? `Расходы, связанные с заключением и нотариальным удостоверением настоящего договора, несёт ${who}.`
    : c.t`Ushbu shartnomani tuzish va notarial tasdiqlash bilan bog'liq xarajatlarni ${who} to'laydi.`;
}

export function copiesClause(c: Ctx): string {
  const copies = new Set(c.model.parties.filter((p) => p.role !== 'representative' && p.role !== 'payer').map((p) => p.role)).size + 1;
  return c.lang === 'ru'
    ? `Настоящий договор составлен в ${copies} экземплярах, имеющих одинаковую юридическую силу: один хранится в делах нотариуса, остальные выдаются сторонам.`
    : c.t`Ushbu shartnoma bir xil yuridik kuchga ega ${copies} nusxada tuzildi: bir nusxasi notariusning ish yuritishida saqlanadi, qolganlari tomonlarga beriladi.`;
}

export function readAloudClause(c: Ctx, what: 'contract' | 'document'): string {
  if (c.lang === 'ru') {
    return what === 'contract'
      ? 'Текст договора прочитан сторонами и нотариусом вслух; смысл и значение договора, а также его правовые последствия сторонам разъяснены и соответствуют их намерениям.'
      : 'Текст документа прочитан мной лично и нотариусом вслух; его смысл, значение и правовые последствия мне разъяснены и соответствуют моим намерениям.';
  }
  return what === 'contract'
    ? c.t`Shartnoma matni tomonlar va notarius tomonidan ovoz chiqarib o'qildi; shartnomaning mazmuni, ahamiyati va huquqiy oqibatlari tomonlarga tushuntirildi va ularning xohish-irodasiga mos keladi.`
    : c.t`Hujjat matni men tomonimdan shaxsan va notarius tomonidan ovoz chiqarib o'qildi; uning mazmuni, ahamiyati va huquqiy oqibatlari menga tushuntirildi va xohish-irodamga mos keladi.`;
}

/** The representatives who sign for a side, with the power of attorney they act on. */
export function representativeClauses(c: Ctx): string[] {
  return c.partiesOf('representative').map((p) => {
    const proxy = (p.proxyDocument ?? {}) as Record<string, unknown>;
    const principal = typeof proxy.principalName === 'string' ? proxy.principalName : null;
    const basis = [typeof proxy.regnum === 'string' ? `№ ${proxy.regnum}` : null, c.day(typeof proxy.regdate === 'string' ? proxy.regdate : null)].filter(Boolean).join(', ');
    return c.lang === 'ru'
      ? `${p.fullname} действует${principal ? ` от имени ${principal}` : ''} на основании доверенности${basis ? ` (${basis})` : ''}.`
      : c.t`${p.fullname}${principal ? ` ${principal} nomidan` : ''} ishonchnoma${basis ? ` (${basis})` : ''} asosida harakat qiladi.`;
  });
}
