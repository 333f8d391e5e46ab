import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconLogin } from '../icons/index.ts';
import { PassportLoginForm } from './passport-login-form.tsx';
import { useSignInStore } from './sign-in-store.ts';

/** spec/shell.md 2.5: 'Portalga kirish' with personal number, document series and number, and a close button. */
export function SignInDialog() {
  const { t } = useLingui();
  const isOpen = useSignInStore((s) => s.isDialogOpen);
  const prefill = useSignInStore((s) => s.prefill);
  const close = useSignInStore((s) => s.closeDialog);
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      centered
      radius="lg"
      padding="xl"
      size="md"
      closeButtonProps={{ 'aria-label': t`Yopish`, size: 'lg' }}
      title={
        <Group gap="sm">
          <ThemeIcon variant="light" radius="xl" size={38}>
            <IconLogin size={20} />
          </ThemeIcon>
          <Text fw={700} fz="xl" component="h2" m={0}>
            <Trans>Portalga kirish</Trans>
          </Text>
        </Group>
      }
      data-testid="sign-in-dialog"
    >
      <PassportLoginForm prefill={prefill} autoFocus />
    </Modal>
  );
}
