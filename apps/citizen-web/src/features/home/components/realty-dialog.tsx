import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The home page's 'real estate application' button: what the portal offers before the notary's visit. */
export function RealtyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Ko'chmas mulk bo'yicha ariza`} size="lg">
      <Stack gap="md">
        <Text size="sm">
          <Trans>Uy-joy yoki boshqa ko'chmas mulkni sotish, almashtirish yoki hadya qilish shartnomasi notarius huzurida tuziladi. Portal orqali oldindan:</Trans>
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>kerakli hujjatlar ro'yxati va narxni bilib olishingiz;</Trans>
          </List.Item>
          <List.Item>
            <Trans>mulkka taqiq yo'qligini tekshirishingiz;</Trans>
          </List.Item>
          <List.Item>
            <Trans>notarius qabuliga qulay vaqtga yozilishingiz mumkin.</Trans>
          </List.Item>
        </List>
        <Group>
          <Button component={Link} to="/na_details?search=ko'chmas" variant="light" onClick={onClose}>
            <Trans>Ko'chmas mulk bo'yicha xizmatlar</Trans>
          </Button>
          <Button component={Link} to="/search_ban" variant="light" onClick={onClose}>
            <Trans>Taqiqlarni tekshirish</Trans>
          </Button>
          <Button component={Link} to="/equeue" onClick={onClose}>
            <Trans>Notarius qabuliga yozilish</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
