import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlert } from '../../icons/index.ts';

/** A block's save button and what a refused save says that belongs to no field of the block. */
export function SaveBlock({ isPending, text, testId }: { isPending: boolean; text: string | null; testId: string }) {
  return (
    <Stack gap="xs">
      {text ? (
        <Alert color="red" variant="light" icon={<IconAlert />} role="alert" data-testid={`${testId}-error`}>
          {text}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={isPending} data-testid={`${testId}-save`}>
          <Trans>Saqlash</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
