import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { NotificationDialog } from '../dialogs/notification-dialog.tsx';
import { errorMessage } from '../errors/index.ts';
import { IconRefresh } from '../icons/index.ts';
import { displayName, useSessionStore } from '../session/index.ts';
import { completeSignIn, startSignIn } from './sign-in-flow.ts';
import { useSignInStore } from './sign-in-store.ts';

/** spec/shell.md 2.5: the success dialog, the error dialog with retry, the technical-work notice. */
export function SignInOutcomeDialogs() {
  // The catalogue's messages below are read at render: the language switch renders them again.
  useLingui();
  const outcome = useSignInStore((s) => s.outcome);
  const setOutcome = useSignInStore((s) => s.setOutcome);
  const user = useSessionStore((s) => s.user);
  const dismiss = () => setOutcome({ kind: 'none' });

  return (
    <>
      <NotificationDialog
        opened={outcome.kind === 'success'}
        onClose={() => completeSignIn()}
        kind="success"
        title={<Trans>Shaxsingiz muvaffaqiyatli tasdiqlandi</Trans>}
        closeLabel={<Trans>Davom etish</Trans>}
        testId="sign-in-success"
      >
        {user ? (
          <Text>
            <Trans>Xush kelibsiz, {displayName(user)}!</Trans>
          </Text>
        ) : null}
      </NotificationDialog>
      <NotificationDialog
        opened={outcome.kind === 'error'}
        onClose={dismiss}
        kind="error"
        title={<Trans>Identifikatsiya amalga oshmadi</Trans>}
        testId="sign-in-error"
        actions={
          outcome.kind === 'error' && outcome.retry ? (
            <Button
              size="md"
              color="red"
              leftSection={<IconRefresh size={18} />}
              onClick={() => {
                const data = outcome.retry!;
                dismiss();
                void startSignIn(data);
              }}
              data-testid="sign-in-retry"
            >
              <Trans>Qayta urinish</Trans>
            </Button>
          ) : null
        }
      >
        {outcome.kind === 'error' ? (
          <Stack gap={4}>
            <Text>{outcome.message}</Text>
            {outcome.detail ? (
              <Text size="sm" c="dimmed">
                {outcome.detail}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </NotificationDialog>
      <NotificationDialog
        opened={outcome.kind === 'technical'}
        onClose={dismiss}
        kind="technical"
        title={<Trans>Texnik ishlar</Trans>}
        testId="sign-in-technical"
      >
        <Text>
          {outcome.kind === 'technical' && outcome.message ? outcome.message : errorMessage('technical_work')}
        </Text>
      </NotificationDialog>
    </>
  );
}
