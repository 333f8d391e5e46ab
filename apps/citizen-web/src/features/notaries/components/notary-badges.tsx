import { Trans } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { formatDate } from '@notary/ui/format';
import type { Absence, LicenseStatus, NotaryStatus } from '../api/list-notaries.ts';

/** acts-domain 2: license status (terminated, cancelled) is shown; an active licence needs no badge. */
export function LicenseBadge({ status, date }: { status: LicenseStatus; date: string | null }) {
  if (status === 'active') return null;
  return (
    <Badge color={status === 'cancelled' ? 'red' : 'gray'} variant="filled" data-testid="license-status">
      {status === 'cancelled' ? <Trans>Litsenziya bekor qilingan</Trans> : <Trans>Litsenziya to'xtatilgan</Trans>}
      {date ? ` · ${formatDate(date)}` : ''}
    </Badge>
  );
}

/** On duty / off duty, vacation and medical-leave markers (acts-domain 2). */
export function StatusBadge({ status, absence, isDutyToday }: { status: NotaryStatus; absence: Absence | null; isDutyToday: boolean }) {
  const current = status === 'vacation' || status === 'medical_leave';
  return (
    <Group gap={6} wrap="wrap">
      {status === 'on_duty' ? (
        <Badge color="teal" variant="light" data-testid="notary-status">
          <Trans>Ishda</Trans>
        </Badge>
      ) : status === 'off_duty' ? (
        <Badge color="gray" variant="light" data-testid="notary-status">
          <Trans>Ishda emas</Trans>
        </Badge>
      ) : status === 'vacation' ? (
        <Badge color="yellow" variant="light" data-testid="notary-status">
          <Trans>Ta'tilda {formatDate(absence?.dateTo)} gacha</Trans>
        </Badge>
      ) : (
        <Badge color="orange" variant="light" data-testid="notary-status">
          <Trans>Kasallik ta'tilida {formatDate(absence?.dateTo)} gacha</Trans>
        </Badge>
      )}
      {isDutyToday ? (
        <Badge color="violet" variant="light">
          <Trans>Bugun navbatchi</Trans>
        </Badge>
      ) : null}
      {!current && absence ? (
        <Text size="xs" c="dimmed">
          {absence.kind === 'vacation' ? (
            <Trans>Ta'til: {formatDate(absence.dateFrom)}–{formatDate(absence.dateTo)}</Trans>
          ) : (
            <Trans>Kasallik ta'tili: {formatDate(absence.dateFrom)}–{formatDate(absence.dateTo)}</Trans>
          )}
        </Text>
      ) : null}
    </Group>
  );
}

const LANGUAGE_NAMES: Record<string, string> = { uz: "O'zbek", ru: 'Русский', kaa: 'Qaraqalpaq', en: 'English', tg: 'Тоҷикӣ' };

export function LanguageBadges({ languages }: { languages: string[] }) {
  return (
    <Group gap={4}>
      {languages.map((l) => (
        <Badge key={l} size="sm" variant="outline" color="gray">
          {LANGUAGE_NAMES[l] ?? l}
        </Badge>
      ))}
    </Group>
  );
}

/** The ratings' orange, darkened to 5.7:1 on white (orange 9 is 4.3:1, under WCAG AA's 4.5:1). */
export const RATING_COLOR = '#b3400c';

export function Stars({ value }: { value: number }) {
  return (
    <Text span c={RATING_COLOR} fw={700}>
      ★ {value.toFixed(1)}
    </Text>
  );
}
