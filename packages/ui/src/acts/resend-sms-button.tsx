import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { invitationSmsWaitSeconds } from '@notary/domain/party';
import { isHTTPError } from 'ky';
import { useEffect, useState } from 'react';
import { errorMessage } from '../errors/index.ts';
import { readErrorBody, retryAfterSeconds, showToast } from '../http/index.ts';
import { useResendInvitationSms } from './api/acts-api.ts';
import type { ActParty } from './api/types.ts';

/** Seconds left of the resend cooldown, counting down each second from the last SMS (or the API's Retry-After). */
function useCooldown(smsSentAt: string | null, refusedUntil: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const fromSms = invitationSmsWaitSeconds(smsSentAt, new Date(now));
  const fromRefusal = refusedUntil ? Math.max(0, Math.ceil((refusedUntil - now) / 1000)) : 0;
  const left = Math.max(fromSms, fromRefusal);
  const isCounting = left > 0;
  useEffect(() => {
    if (!isCounting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isCounting]);
  return left;
}

/**
 * Issue 13.5 "resend SMS": the applicant sends an open invitation's SMS
 * again. The button waits out the cooldown of the last SMS (the domain's
 * INVITATION_SMS_RESEND_COOLDOWN_SECONDS, which the API enforces too) and
 * says how long is left.
 */
export function ResendSmsButton({ uuid, party }: { uuid: string; party: ActParty }) {
  const { t } = useLinguiMacro();
  const resend = useResendInvitationSms(uuid);
  const [refusedUntil, setRefusedUntil] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const left = useCooldown(party.smsSentAt, refusedUntil);
  const send = () => {
    setError(null);
    resend.mutate(party.id, {
      onSuccess: () => showToast({ message: t`Taklif SMS qayta yuborildi`, color: 'green', autoClose: 4000 }),
      onError: async (e) => {
        const wait = retryAfterSeconds(e);
        if (wait) setRefusedUntil(Date.now() + wait * 1000);
        const code = isHTTPError(e) ? (await readErrorBody(e.data)).code : null;
        setError(errorMessage(code) ?? t`Amalni bajarib bo'lmadi. Qayta urinib ko'ring.`);
      },
    });
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" variant="light" onClick={send} disabled={left > 0} loading={resend.isPending} data-testid={`party-resend-sms-${party.id}`}>
        {left > 0 ? <Trans>SMSni qayta yuborish ({left} s)</Trans> : <Trans>SMSni qayta yuborish</Trans>}
      </Button>
      {error ? (
        <Text size="xs" c="red.8" role="alert" data-testid={`party-resend-sms-error-${party.id}`}>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
