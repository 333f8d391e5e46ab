import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Confirmation } from '@notary/domain/errors';
import type { ReactNode } from 'react';
import { CONFIRMATION_TEXTS } from '../labels.ts';

/**
 * A confirmation dialog of acts-domain 8 (add a party, delete a minor, send
 * for check, choose another notary) in the catalogue's words, or a plain
 * title and body where the catalogue has none (removing another party).
 */
export function ConfirmDialog({
  confirmation,
  title,
  body,
  opened,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  confirmation: Confirmation | null;
  title?: ReactNode;
  body?: ReactNode;
  opened: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const texts = confirmation ? CONFIRMATION_TEXTS[confirmation] : null;
  return (
    <Modal opened={opened} onClose={onClose} title={texts ? i18n._(texts.title) : title} centered data-testid="wizard-confirm">
      <Stack gap="md">
        <Text>{texts ? i18n._(texts.body) : body}</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" data-testid="wizard-confirm-error">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="wizard-confirm-cancel">
            <Trans>Bekor qilish</Trans>
          </Button>
          <Button onClick={onConfirm} loading={busy} data-testid="wizard-confirm-ok">
            {texts ? i18n._(texts.confirm) : <Trans>Tasdiqlash</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
