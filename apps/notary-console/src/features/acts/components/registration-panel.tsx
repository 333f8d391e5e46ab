import { refusalText } from '../api/refusal-text.ts';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ActGeneral } from '@notary/domain/contracts';
import { formatDate, formatDateTime, parseIsoDate } from '@notary/domain/time';
import { fetchFile, api } from '@notary/ui/http';
import { READABLE_TEXT } from '@notary/ui/acts';
import { useState } from 'react';
import { Link } from 'react-router';
import { actPath, useMarkPresence } from '../api/desk-api.ts';
import { useVisitTimeCome } from '../api/visit-time.ts';

/**
 * Opens the print form PDF in a frame of this page and prints it (the
 * browser's print dialog); the frame is removed after printing.
 */
async function printPdf(uuid: string): Promise<void> {
  const { blob } = await fetchFile(api, `${actPath(uuid)}/print-form.pdf`, {}, `act-${uuid}.pdf`);
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.right = '0';
  frame.style.bottom = '0';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.title = 'print';
  frame.src = url;
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  };
  document.body.appendChild(frame);
}

/**
 * Issue 14.5: registration. In person the parties attend at the set time and
 * the act's notary marks them present; the API refuses registration before
 * the visit time and, in person, before that mark. A registered act's print
 * form opens in the card's print tab and prints from here.
 */
export function RegistrationPanel({ general }: { general: ActGeneral }) {
  const { t } = useLinguiMacro();
  const presence = useMarkPresence(general.uuid);
  const [errorText, setErrorText] = useState<string | null>(null);
  const [printError, setPrintError] = useState(false);
  const isInPerson = general.regtype === 1;
  const visit = general.visitdate ? `${formatDate(parseIsoDate(general.visitdate)!)} ${general.visittime ?? ''}` : null;
  const present = general.partiesPresentAt ?? null;
  const isTimeCome = useVisitTimeCome(general);

  const mark = (value: boolean) => {
    setErrorText(null);
    presence.mutate(value, {
      onError: (error) => void refusalText(error).then(setErrorText),
    });
  };

  if (general.step === 9)
    return (
      <Card withBorder radius="lg" padding="md" data-testid="registration-panel">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            <Trans>Ro'yxatga olingan</Trans>
          </Title>
          <Text data-testid="registered-regnum">
            <Trans>
              Reyestr raqami: {general.regnum} · {general.regdate ? formatDate(parseIsoDate(general.regdate)!) : ''}
            </Trans>
          </Text>
          {general.blankSeries || general.blankNumber ? (
            <Text size="sm" c="gray.7">
              <Trans>
                Blanka: {general.blankSeries ?? ''} {general.blankNumber ?? ''}
              </Trans>
            </Text>
          ) : null}
          <Group>
            <Button component={Link} to="?tab=print" variant="light" data-testid="open-print">
              <Trans>Bosma shaklni ochish</Trans>
            </Button>
            <Button
              onClick={() => {
                setPrintError(false);
                void printPdf(general.uuid).catch(() => setPrintError(true));
              }}
              data-testid="print"
            >
              <Trans>Chop etish</Trans>
            </Button>
          </Group>
          {printError ? (
            <Alert color="red" variant="light">
              <Trans>Bosma shaklni yuklab bo'lmadi.</Trans>
            </Alert>
          ) : null}
        </Stack>
      </Card>
    );

  return (
    <Card withBorder radius="lg" padding="md" data-testid="registration-panel">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <Trans>Ro'yxatga olish</Trans>
        </Title>
        {visit ? (
          <Text size="sm" data-testid="registration-visit">
            {isInPerson ? <Trans>Shaxsan tashrif: {visit}</Trans> : <Trans>Videokonferensiya: {visit}</Trans>}
          </Text>
        ) : null}
        {isTimeCome ? null : (
          <Alert color="yellow" variant="light" data-testid="registration-wait">
            <Trans>Belgilangan tashrif vaqti hali kelmagan: harakat shu vaqtdan oldin ro'yxatdan o'tkazilmaydi</Trans>
          </Alert>
        )}
        {isInPerson ? (
          present ? (
            <Group gap="sm">
              <Text size="sm" c={READABLE_TEXT.green} fw={600} data-testid="parties-present">
                <Trans>Taraflar kelgan deb belgilandi: {formatDateTime(new Date(present))}</Trans>
              </Text>
              <Button size="xs" variant="subtle" color="red" onClick={() => mark(false)} loading={presence.isPending && presence.variables === false}>
                <Trans>Belgini bekor qilish</Trans>
              </Button>
            </Group>
          ) : (
            <Group>
              <Button variant="light" onClick={() => mark(true)} disabled={!isTimeCome} loading={presence.isPending} data-testid="mark-present">
                <Trans>Taraflar keldi</Trans>
              </Button>
            </Group>
          )
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="gray.7" data-testid="registration-in-call">
              <Trans>
                Videokonferensiyada taraflar konferensiyaga qatnashadi. Harakat konferensiya ekranidan, har bir taraf yuz tekshiruvidan o'tgach, ro'yxatga olinadi.
              </Trans>
            </Text>
            <Button component={Link} to="?tab=video" variant="light" size="xs" data-testid="open-video-tab">
              <Trans>Videokonferensiya bo'limiga o'tish</Trans>
            </Button>
          </Stack>
        )}
        {errorText ? (
          <Alert color="red" variant="light" data-testid="presence-error">
            {errorText}
          </Alert>
        ) : null}
        <Text size="xs" c="gray.7">
          {t`Reyestr raqami ro'yxatga olinganda avtomatik beriladi; blanka seriyasi va raqamini ro'yxatga olishda kiriting.`}
        </Text>
      </Stack>
    </Card>
  );
}
