import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, ThemeIcon, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlert, IconCheck, IconInfo, IconTool } from '../icons/index.ts';
import { sanitizeHtml } from './sanitize-html.ts';

export type NotificationKind = 'success' | 'error' | 'info' | 'warning' | 'technical';

const LOOK: Record<NotificationKind, { color: string; Icon: typeof IconInfo }> = {
  success: { color: 'teal', Icon: IconCheck },
  error: { color: 'red', Icon: IconAlert },
  info: { color: 'blue', Icon: IconInfo },
  warning: { color: 'orange', Icon: IconAlert },
  technical: { color: 'yellow', Icon: IconTool },
};

export type NotificationDialogProps = {
  opened: boolean;
  onClose: () => void;
  kind: NotificationKind;
  title: ReactNode;
  /** Plain content, or `html` for a server text (sanitised). */
  children?: ReactNode;
  html?: string;
  /** Extra buttons left of the close button (e.g. retry). */
  actions?: ReactNode;
  closeLabel?: ReactNode;
  testId?: string;
};

/** spec/shell.md 2.7: the generic notification dialog: icon, title, content, close button. */
export function NotificationDialog({ opened, onClose, kind, title, children, html, actions, closeLabel, testId }: NotificationDialogProps) {
  const { color, Icon } = LOOK[kind];
  return (
    <Modal opened={opened} onClose={onClose} centered size="md" withCloseButton={false} radius="lg" padding="xl" data-testid={testId}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          <Icon size={36} />
        </ThemeIcon>
        <Text fw={700} fz="xl" role="heading" aria-level={2}>
          {title}
        </Text>
        {html ? (
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
          </Typography>
        ) : null}
        {children ? <div style={{ width: '100%' }}>{children}</div> : null}
        <Group justify="center" gap="sm" mt="sm">
          {actions}
          <Button variant={actions ? 'default' : 'filled'} color={actions ? undefined : color} size="md" onClick={onClose} data-autofocus>
            {closeLabel ?? <Trans>Yopish</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
