import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Image, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { allowedInvitationEvents } from '@notary/domain/party';
import { useState } from 'react';
import { formatDateTime } from '../../format/index.ts';
import { showToast } from '../../http/index.ts';
import { IconCheck, IconPhone, IconRefresh } from '../../icons/index.ts';
import { InvitationBadge } from '../act-card-screen.tsx';
import { useActParties } from '../api/acts-api.ts';
import type { ActGeneral, ActParty } from '../api/types.ts';
import { PARTY_ROLE_LABELS } from '../party-role-labels.ts';
import { useReinviteParty } from './api.ts';

/** The invitation link's copy button: the clipboard, and the "link copied" notice of acts-domain 8. */
function CopyLink({ link }: { link: string }) {
  const { t } = useLinguiMacro();
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setIsCopied(true);
      showToast({ message: t`Havola nusxalandi`, color: 'green', autoClose: 4000 });
      setTimeout(() => setIsCopied(false), 4000);
    } catch {
      showToast({ message: t`Havolani nusxalab bo'lmadi: uni belgilab, o'zingiz nusxalang`, color: 'orange', autoClose: 8000 });
    }
  };
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput label={t`Taklif havolasi`} value={link} readOnly onFocus={(e) => e.currentTarget.select()} style={{ flex: 1 }} data-testid="invite-link" />
        <Button variant="light" onClick={() => void copy()} leftSection={isCopied ? <IconCheck aria-hidden /> : null} data-testid="invite-copy">
          {isCopied ? <Trans>Nusxalandi</Trans> : <Trans>Nusxalash</Trans>}
        </Button>
      </Group>
      {isCopied ? (
        <Text size="sm" c="green.9" role="status" data-testid="invite-copied">
          <Trans>Havola nusxalandi</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/** An invited party: the answer's status, the invitation link, its QR code and SMS, and a new invitation after a refusal (the act wizard's review shows it too). */
export function InvitedParty({ general, party }: { general: ActGeneral; party: ActParty }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const reinvite = useReinviteParty(general.uuid);
  const isApplicant = general.actor === 'applicant';
  // The domain's invitation machine: a new invitation only after a rejection or an exit.
  const canReinvite = isApplicant && allowedInvitationEvents(party.status, { isActActive: general.status === 'active' }).includes('reinvite');
  return (
    <Card withBorder radius="md" padding="md" data-testid="wizard-party" data-party-role={party.role}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text fw={600} data-testid="wizard-party-name">
              {party.fullname}
            </Text>
            <Text size="sm" c="dimmed">
              {i18n._(PARTY_ROLE_LABELS[party.role])}
            </Text>
          </Stack>
          <InvitationBadge status={party.status} />
        </Group>
        {isApplicant && party.inviteLink && party.status === null ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="xs">
              <CopyLink link={party.inviteLink} />
              <Group gap={6}>
                <IconPhone aria-hidden />
                <Text size="sm" data-testid="invite-sms">
                  {party.smsSent && party.smsSentAt ? t`SMS yuborildi: ${formatDateTime(party.smsSentAt)}` : t`SMS yuborilmadi: telefon raqami ko'rsatilmagan`}
                </Text>
              </Group>
            </Stack>
            {party.qrCode ? <Image src={party.qrCode} alt={t`${party.fullname} uchun taklif havolasining QR kodi`} w={160} h={160} data-testid="invite-qr" /> : null}
          </SimpleGrid>
        ) : null}
        {canReinvite ? (
          <Group>
            <Button variant="light" onClick={() => reinvite.mutate(party.id)} loading={reinvite.isPending} data-testid="invite-resend">
              <Trans>Qayta taklif qilish (yangi havola va SMS)</Trans>
            </Button>
          </Group>
        ) : null}
        {reinvite.isError ? (
          <Alert color="red" variant="light">
            <Trans>Amalni bajarib bo'lmadi. Qayta urinib ko'ring.</Trans>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * Screen 2 (acts-domain 4 "parties get an SMS and QR invitation and
 * confirm, then refresh"): each invited party with the live status of their
 * answer (socket.io refreshes it; the refresh button asks again), the link
 * to copy, the QR code, whether the SMS went, and a new invitation for one
 * who rejected or exited.
 */
export function PartiesScreen({ general }: { general: ActGeneral }) {
  const { t } = useLinguiMacro();
  const parties = useActParties(general.uuid);
  if (parties.isPending) return <Loader size="sm" aria-label={t`Yuklanmoqda`} />;
  if (parties.isError)
    return (
      <Alert color="red" variant="light">
        <Trans>Ma'lumotni yuklab bo'lmadi.</Trans>
      </Alert>
    );
  const invited = parties.data.filter((p) => !p.isAuthor);
  return (
    <Stack gap="md" data-testid="wizard-parties">
      <Text size="sm">
        <Trans>Ikkinchi tomonga taklif havolasi SMS orqali yuborildi. Havolani yoki QR kodni unga o'zingiz ham berishingiz mumkin. Har bir tomon taklifni qabul qilgach, keyingi bosqichga o'tasiz.</Trans>
      </Text>
      {invited.map((party) => (
        <InvitedParty key={party.id} general={general} party={party} />
      ))}
      <Group gap="sm">
        <Button variant="subtle" leftSection={<IconRefresh aria-hidden />} onClick={() => void parties.refetch()} loading={parties.isFetching} data-testid="wizard-parties-refresh">
          <Trans>Holatni yangilash</Trans>
        </Button>
        {general.allPartiesAccepted ? (
          <Text size="sm" c="green.9" data-testid="wizard-parties-all-accepted">
            <Trans>Barcha tomonlar taklifni qabul qildi.</Trans>
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
