import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ActionIcon, Box } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { IconBell } from '../icons/index.ts';

type BellButtonProps = ComponentPropsWithoutRef<'button'> & { unread: number; size?: 'sm' | 'lg' };

/** The header's bell with the unread count: all the first page carries of the notifications. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ unread, size = 'sm', ...props }, ref) {
  const { i18n } = useLingui();
  const label = unread > 0 ? i18n._(msg`Bildirishnomalar: ${unread} ta o'qilmagan`) : i18n._(msg`Bildirishnomalar`);
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <ActionIcon ref={ref} variant="subtle" color="white" size={size === 'lg' ? 48 : 36} radius="xl" aria-label={label} data-testid="notification-bell" {...props}>
      <IconBell size={size === 'lg' ? 28 : 22} />
      {unread > 0 ? (
        <Box
          component="span"
          aria-hidden="true"
          data-testid="notification-count"
          pos="absolute"
          top={2}
          right={2}
          px={4}
          miw={18}
          h={18}
          fz={11}
          fw={700}
          lh="18px"
          ta="center"
          bg="red.9"
          c="white"
          style={{ borderRadius: 9 }}
        >
          {shown}
        </Box>
      ) : null}
    </ActionIcon>
  );
});
