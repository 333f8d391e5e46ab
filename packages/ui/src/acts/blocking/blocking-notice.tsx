import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { isErrorCode, type ErrorCode } from '@notary/domain/errors';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../errors/index.ts';
import { formatDate, formatDateTime, formatPhone, formatTiyin } from '../../format/index.ts';
import { IconAlert, IconRefresh } from '../../icons/index.ts';
import { useActTypeName } from '../act-badges.tsx';
import { useReloadKinship } from './reload-kinship.ts';

/** A blocking rule as the API gives it: the card's `blocking`, or a refused call's `{ code, details }`. */
export type BlockingRule = { code: ErrorCode; details?: Record<string, unknown> };

/**
 * The rules of acts-domain 5 whose way out this notice tells (issue 13.3);
 * any other code is told in the catalogue's words alone.
 */
export const BLOCKING_CODES = [
  'party_deceased',
  'duplicate_unfinished_act',
  'enforcement_debt',
  'vehicle_encumbered',
  'kinship_not_found',
  'personal_data_not_verified',
  'phone_not_active',
  'registration_time_expired',
  'video_conference_missed',
] as const satisfies readonly ErrorCode[];
export type BlockingCode = (typeof BLOCKING_CODES)[number];

export function isBlockingCode(code: unknown): code is BlockingCode {
  return (BLOCKING_CODES as readonly unknown[]).includes(code);
}

/** `{ code, details }` of an error body (a refused call) when its code is the catalogue's; else null. */
export function blockingRuleOf(body: unknown): BlockingRule | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, details } = body as { code?: unknown; details?: unknown };
  if (!isErrorCode(code)) return null;
  return { code, details: typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : undefined };
}

type NamedParty = { pin: string; fullname: string | null };

function partiesOf(details: Record<string, unknown> | undefined): NamedParty[] {
  const list = details?.parties;
  if (Array.isArray(list)) {
    return list.flatMap((p) => (typeof p === 'object' && p !== null && typeof (p as NamedParty).pin === 'string' ? [{ pin: (p as NamedParty).pin, fullname: (p as NamedParty).fullname ?? null }] : []));
  }
  // A refused call carries the rule's raw details: pins only.
  const pins = details?.pins;
  return Array.isArray(pins) ? pins.filter((p): p is string => typeof p === 'string').map((pin) => ({ pin, fullname: null })) : [];
}

const numberOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function PartyList({ parties }: { parties: NamedParty[] }) {
  if (parties.length === 0) return null;
  return (
    <List size="sm" data-testid="blocking-parties">
      {parties.map((p) => (
        <List.Item key={p.pin}>{p.fullname ? `${p.fullname} (${p.pin})` : p.pin}</List.Item>
      ))}
    </List>
  );
}

export type BlockingNoticeProps = {
  rule: BlockingRule;
  /** The act the rule holds back; the kinship reload and the references link need it. */
  actId?: string;
  /** Where an act's card opens (the duplicate's link, the references tab). */
  cardPath?: (uuid: string) => string;
  /** Asks the API again (the rules are evaluated on every read of the card). */
  onRecheck?: () => void;
  /** Shown under the way out: what this user can press now (e.g. "ask for another time"). */
  children?: ReactNode;
};

function RecheckButton({ onRecheck }: { onRecheck?: () => void }) {
  if (!onRecheck) return null;
  return (
    <Button size="xs" variant="light" color="red.9" leftSection={<IconRefresh aria-hidden />} onClick={onRecheck} data-testid="blocking-recheck">
      <Trans>Qayta tekshirish</Trans>
    </Button>
  );
}

function KinshipReload({ actId, onRecheck }: { actId: string; onRecheck?: () => void }) {
  const reload = useReloadKinship(actId);
  const [outcome, setOutcome] = useState<'found' | 'not_found' | null>(null);
  return (
    <Stack gap="xs">
      <Group>
        <Button
          size="xs"
          color="red.9"
          leftSection={<IconRefresh aria-hidden />}
          loading={reload.isPending}
          onClick={() =>
            reload.mutate(undefined, {
              onSuccess: (answer) => {
                setOutcome(answer.kinshipNotFound ? 'not_found' : 'found');
                if (!answer.kinshipNotFound) onRecheck?.();
              },
            })
          }
          data-testid="blocking-kinship-reload"
        >
          <Trans>Qarindoshlik ma'lumotlarini qayta yuklash</Trans>
        </Button>
      </Group>
      {outcome === 'found' ? (
        <Text size="sm" c="green.9" role="status" data-testid="blocking-kinship-result">
          <Trans>Qarindoshlik FHDYo ma'lumotlarida tasdiqlandi.</Trans>
        </Text>
      ) : null}
      {outcome === 'not_found' ? (
        <Text size="sm" role="status" data-testid="blocking-kinship-result">
          <Trans>FHDYo ma'lumotlarida qarindoshlik hali ham topilmadi.</Trans>
        </Text>
      ) : null}
      {reload.isError ? (
        <Text size="sm" role="alert" data-testid="blocking-kinship-error">
          <Trans>Ma'lumotlarni qayta yuklab bo'lmadi. Birozdan so'ng qayta urinib ko'ring.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A blocking rule of acts-domain 5 with its message (acts-domain 8, in the
 * three languages through the catalogue) and its way out: whom to turn to,
 * what to do, and the button or link that does it here. Used by the act card
 * and by the wizards (a refused creation's `{ code, details }`).
 */
export function BlockingNotice({ rule, actId, cardPath, onRecheck, children }: BlockingNoticeProps) {
  const { t } = useLingui();
  const typeName = useActTypeName();
  const { code, details } = rule;
  const message = errorMessage(code) ?? code;
  let wayOut: ReactNode = null;
  let extra: ReactNode = null;
  let action: ReactNode = null;

  switch (code) {
    case 'party_deceased':
      extra = (
        <>
          <Text size="sm">
            <Trans>Fuqarolik holati dalolatnomalari reyestrida vafot etgan deb qayd etilgan:</Trans>
          </Text>
          <PartyList parties={partiesOf(details)} />
        </>
      );
      wayOut =
        details?.isCoOwnerDeceased === true ? (
          <Trans>
            Mulkdorlardan biri vafot etgan: bu harakat onlayn emas, faqat notarial idorada an'anaviy tartibda rasmiylashtiriladi. Yozuv xato bo'lsa, fuqarolik holati
            dalolatnomalarini yozish (FHDYo) organiga murojaat qiling.
          </Trans>
        ) : (
          <Trans>
            Yozuv xato bo'lsa, fuqarolik holati dalolatnomalarini yozish (FHDYo) organiga murojaat qiling. Yozuv tuzatilgach, «Qayta tekshirish» tugmasini bosing.
          </Trans>
        );
      action = <RecheckButton onRecheck={onRecheck} />;
      break;
    case 'duplicate_unfinished_act': {
      const existing = details?.existingAct as { id?: unknown; typeId?: unknown; name?: unknown; enteredAt?: unknown } | null | undefined;
      const existingId = typeof existing?.id === 'string' ? existing.id : typeof details?.existingActId === 'string' ? details.existingActId : null;
      if (existingId && cardPath) {
        const title = existing && typeof existing.typeId === 'number' ? typeName(existing.typeId, typeof existing.name === 'string' ? existing.name : '') : null;
        const entered = typeof existing?.enteredAt === 'string' ? formatDate(existing.enteredAt) : '';
        const label = [title, entered].filter(Boolean).join(', ');
        action = (
          <Anchor component={Link} to={cardPath(existingId)} fw={600} size="sm" data-testid="blocking-existing-act">
            {label ? t`Mavjud harakatni ochish: ${label}` : t`Mavjud harakatni ochish`}
          </Anchor>
        );
        wayOut = <Trans>Avval mavjud harakatni yakunlang yoki o'chiring, so'ng bu harakatni davom ettiring.</Trans>;
      } else {
        wayOut = (
          <Trans>
            Bu obyekt yoki shaxs bo'yicha yakunlanmagan harakatni boshqa foydalanuvchi boshlagan. U yakunlanmaguncha yoki o'chirilmaguncha yangi harakatni rasmiylashtirib
            bo'lmaydi; savollar bo'yicha notariusga murojaat qiling.
          </Trans>
        );
      }
      break;
    }
    case 'enforcement_debt': {
      const myDebt = typeof details?.myDebtTiyin === 'number' ? formatTiyin(details.myDebtTiyin) : null;
      extra = (
        <>
          <Text size="sm">
            <Trans>Qarzdor:</Trans>
          </Text>
          <PartyList parties={partiesOf(details)} />
          {myDebt !== null ? (
            <Text size="sm" fw={600} data-testid="blocking-my-debt">
              <Trans>Qarzingiz: {myDebt}</Trans>
            </Text>
          ) : null}
        </>
      );
      wayOut =
        details?.isMine === true ? (
          <Trans>Qarzni Majburiy ijro byurosiga to'liq to'lang. To'lov byuro ma'lumotlarida aks etgach, «Qayta tekshirish» tugmasini bosing.</Trans>
        ) : (
          <Trans>Qarzdor ishtirokchi qarzni Majburiy ijro byurosiga to'liq to'lashi kerak; shundan so'ng harakatni davom ettirish mumkin.</Trans>
        );
      action = <RecheckButton onRecheck={onRecheck} />;
      break;
    }
    case 'vehicle_encumbered': {
      const fines = numberOf(details?.unpaidFinesTiyin);
      const finesSum = formatTiyin(fines);
      const bans = numberOf(details?.bans);
      const arrests = numberOf(details?.arrests);
      const restraints = numberOf(details?.restraints);
      extra = (
        <List size="sm" data-testid="blocking-encumbrances">
          {bans > 0 ? <List.Item>{t`Taqiqlar: ${bans}`}</List.Item> : null}
          {arrests > 0 ? <List.Item>{t`Hibslar: ${arrests}`}</List.Item> : null}
          {restraints > 0 ? <List.Item>{t`Cheklovlar: ${restraints}`}</List.Item> : null}
          {fines > 0 ? <List.Item>{t`To'lanmagan jarimalar: ${finesSum}`}</List.Item> : null}
        </List>
      );
      wayOut = (
        <Trans>
          Taqiq, hibs va cheklovlarni ularni qo'ygan organ orqali olib tashlating, jarimalarni to'lang. Ular davlat reyestrlaridan olib tashlangach, «Qayta tekshirish» tugmasini
          bosing.
        </Trans>
      );
      action = (
        <Group gap="sm">
          <RecheckButton onRecheck={onRecheck} />
          {actId && cardPath ? (
            <Anchor component={Link} to={`${cardPath(actId)}?tab=references`} size="sm" data-testid="blocking-references">
              <Trans>Taqiq va jarimalar ro'yxati</Trans>
            </Anchor>
          ) : null}
        </Group>
      );
      break;
    }
    case 'kinship_not_found':
      wayOut = (
        <Trans>
          Davlat bojidagi imtiyoz yaqin qarindoshlik FHDYo ma'lumotlarida tasdiqlanganda beriladi. Ma'lumotlar yangilangan bo'lsa, ularni qayta yuklang; aks holda imtiyozsiz
          davom etish uchun ishtirokchining qarindoshlik belgisini olib tashlang yoki FHDYo organiga murojaat qiling.
        </Trans>
      );
      action = actId ? <KinshipReload actId={actId} onRecheck={onRecheck} /> : null;
      break;
    case 'personal_data_not_verified':
      extra = <PartyList parties={partiesOf(details)} />;
      wayOut =
        details?.isMine === false ? (
          <Trans>Ko'rsatilgan ishtirokchilarning shaxsiy ma'lumotlari tasdiqlanmagan: ular notariusga shaxsan kelishi yoki harakat shaxsan tashrif tartibida rasmiylashtirilishi kerak.</Trans>
        ) : (
          <Trans>
            Videokonferensiya uchun shaxsiy ma'lumotlaringiz tasdiqlangan bo'lishi kerak. Harakatni notariusga shaxsan tashrif buyurib rasmiylashtirishingiz mumkin: uni «Shaxsan»
            ro'yxatdan o'tkazish turi bilan yarating.
          </Trans>
        );
      break;
    case 'phone_not_active': {
      const phone = typeof details?.phone === 'string' ? formatPhone(details.phone) : null;
      if (details?.isMine === false) {
        wayOut = <Trans>Arizachining faol telefon raqami bo'lishi kerak: arizachi raqamini faollashtirgach, harakat davom etadi.</Trans>;
      } else {
        extra = phone ? (
          <Text size="sm" data-testid="blocking-phone">
            <Trans>Ma'lumotlaringizdagi raqam: {phone}</Trans>
          </Text>
        ) : (
          <Text size="sm" data-testid="blocking-phone">
            <Trans>Ma'lumotlaringizda telefon raqami yo'q.</Trans>
          </Text>
        );
        wayOut = (
          <Trans>
            Taklifnomalar va xabarnomalar SMS orqali yuboriladi. Raqamingizni mobil aloqa operatorida faollashtiring yoki yangi raqamni ro'yxatdan o'tkazing, so'ng «Qayta
            tekshirish» tugmasini bosing.
          </Trans>
        );
        action = <RecheckButton onRecheck={onRecheck} />;
      }
      break;
    }
    case 'registration_time_expired':
      wayOut = <Trans>Belgilangan vaqt o'tib ketdi: notarius yangi vaqt belgilashi kerak.</Trans>;
      break;
    case 'video_conference_missed': {
      // Issue 16.6 (acts-domain 4 "a missed video conference makes the request Inactive and operations stop").
      const when = typeof details?.visitAt === 'string' ? formatDateTime(details.visitAt).slice(0, 16) : null;
      const notary = typeof details?.notaryName === 'string' ? details.notaryName : null;
      extra = when ? (
        <Text size="sm" data-testid="blocking-missed-at">
          <Trans>Videokonferensiya vaqti: {when} (Toshkent vaqti).</Trans>
        </Text>
      ) : null;
      wayOut =
        details?.isNotary === true ? (
          <Trans>So'rov bilan boshqa amal bajarib bo'lmaydi. Taraflar harakatni qaytadan yaratib yuborganda, uni yangi so'rov sifatida ko'rib chiqing.</Trans>
        ) : notary ? (
          <Trans>
            Bu so'rov bilan boshqa amal bajarib bo'lmaydi. Harakatni qaytadan yarating va notariusga yuboring; yangi vaqtni notarius belgilaydi. To'lovlar va savollar bo'yicha
            notariusga murojaat qiling: {notary}.
          </Trans>
        ) : (
          <Trans>
            Bu so'rov bilan boshqa amal bajarib bo'lmaydi. Harakatni qaytadan yarating va notariusga yuboring; yangi vaqtni notarius belgilaydi. To'lovlar va savollar bo'yicha
            notariusga murojaat qiling.
          </Trans>
        );
      break;
    }
    default:
      break;
  }

  return (
    <Alert color="red" variant="light" icon={<IconAlert aria-hidden />} data-testid={`blocking-${code}`}>
      <Stack gap="xs">
        <Text fw={600} size="sm" data-testid="blocking-message">
          {message}
        </Text>
        {extra}
        {wayOut ? (
          <Text size="sm" data-testid="blocking-way-out">
            {wayOut}
          </Text>
        ) : null}
        {action}
        {children}
      </Stack>
    </Alert>
  );
}
