import { Trans } from '@lingui/react/macro';
import { Button, Group, List, Modal, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { IconFileText } from '../icons/index.ts';
import { useSessionStore } from '../session/index.ts';
import { OFFERS } from './offers.ts';
import { acceptOffer, refuseOffer } from './terms-actions.ts';
import { useTermsGate, useTermsStore } from './terms-store.ts';

/**
 * spec/shell.md 2.6: both offers; 'Agree' only for a signed-in user whose
 * termsofuse is 0, 'disagree and log out' for any signed-in user; persistent
 * when opened with the flag (no outside click, no Escape, no close button).
 */
export function TermsDialog() {
  const { isOpen, isPersistent, close } = useTermsStore();
  const user = useSessionStore((s) => s.user);
  const isSignedIn = useSessionStore((s) => s.token !== null);
  const [busy, setBusy] = useState<'accept' | 'refuse' | null>(null);

  const run = async (which: 'accept' | 'refuse') => {
    setBusy(which);
    try {
      if (which === 'accept') await acceptOffer();
      else await refuseOffer();
    } finally {
      setBusy(null);
      close();
    }
  };

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      size="xl"
      radius="lg"
      padding="lg"
      centered
      closeOnClickOutside={!isPersistent}
      closeOnEscape={!isPersistent}
      withCloseButton={!isPersistent}
      scrollAreaComponent={ScrollArea.Autosize}
      title={
        <Group gap="xs">
          <IconFileText size={22} />
          <Text fw={700} fz="lg">
            <Trans>Foydalanish shartlari (ommaviy oferta)</Trans>
          </Text>
        </Group>
      }
      data-testid="terms-dialog"
    >
      <Tabs defaultValue={OFFERS[0]!.id} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="video">
            <Trans>Videokonferensiya orqali notarial harakatlar</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="vehicle">
            <Trans>Transport vositalarini o'tkazish bitimlari</Trans>
          </Tabs.Tab>
        </Tabs.List>
        {OFFERS.map((offer) => (
          <Tabs.Panel key={offer.id} value={offer.id} pt="md" lang="uz-Cyrl">
            <Stack gap="sm">
              <Title order={4} ta="center">
                {offer.title}
              </Title>
              <List type="ordered" spacing="xs" size="sm">
                {offer.clauses.map((clause) => (
                  <List.Item key={clause.slice(0, 40)}>{clause}</List.Item>
                ))}
              </List>
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {isSignedIn && user ? (
        // Kept in view under the long text, so the choice is always at hand.
        <Group
          justify="flex-end"
          gap="sm"
          mt="lg"
          py="md"
          pos="sticky"
          bottom={0}
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 1 }}
        >
          <Button variant="default" color="red" size="md" loading={busy === 'refuse'} disabled={busy === 'accept'} onClick={() => void run('refuse')}>
            <Trans>Rozi emasman va chiqish</Trans>
          </Button>
          {user.termsofuse === 0 ? (
            <Button size="md" loading={busy === 'accept'} disabled={busy === 'refuse'} onClick={() => void run('accept')}>
              <Trans>Roziman</Trans>
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Modal>
  );
}

/**
 * spec/shell.md 4: a signed-in user who has not accepted the offer sees it,
 * persistent, at start and after the sign-in dialogs have closed.
 */
export function TermsGate() {
  useTermsGate();
  return <TermsDialog />;
}
