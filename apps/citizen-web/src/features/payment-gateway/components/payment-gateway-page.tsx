import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Badge, Box, Button, Card, Center, Container, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { FIELDS, PaymentCardSchema } from '@notary/domain/validation';
import { MaskedInput, maskedInputProps, useSchemaForm, validationMessage } from '@notary/ui/forms';
import { formatTiyin } from '@notary/ui/format';
import { IconCheck, IconLock, IconShield } from '@notary/ui/icons';
import { LanguageSwitcher } from '@notary/ui/layout';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useGatewayCheckout, usePayGatewayCheckout } from '../api/gateway-checkout.ts';
import { isOtherApp, returnTarget } from './return-target.ts';

/** The card form's messages (the domain's keys of shell 5 and the expiry rule). */
const CARD_MESSAGES: Record<string, MessageDescriptor> = {
  error_required_card_number: msg`Karta raqamini kiriting`,
  error_wrong_card_number_length: msg`Karta raqami 16 ta raqamdan iborat bo'lishi kerak`,
  error_required_card_expiry: msg`Karta amal qilish muddatini kiriting`,
  error_wrong_card_expiry: msg`Muddat OO/YY ko'rinishida bo'lishi kerak`,
  error_card_expired: msg`Kartaning amal qilish muddati tugagan`,
};

/** Where the browser goes back to the portal: inside this app by the router, another app by a page load. */
export const gatewayReturn = {
  assign: (path: string) => window.location.assign(path),
};

function PayLayout({ children }: { children: React.ReactNode }) {
  return (
    <Box component="main" bg="gray.1" mih="100vh" py={{ base: 'md', sm: 48 }}>
      <Container size={480}>
        <Stack gap="md">
          <Group justify="space-between">
            <Group gap={6}>
              <IconShield aria-hidden />
              <Text fw={700}>
                <Trans>To'lov shlyuzi</Trans>
              </Text>
            </Group>
            <LanguageSwitcher size="sm" />
          </Group>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * The payment gateway's page (issue 13.8): the shipped gateway is a
 * simulator (docs/acts.md "Payments"), and this is its page — as a bank's
 * page would be, outside the portal's chrome: the merchant, the purpose, the
 * sum, a card form with its masks, pay and cancel; both return to the act's
 * payments tab. The page says plainly that it is a test page and no money
 * moves: the card is checked for its shape only and never leaves the browser.
 */
export function PaymentGatewayPage() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { ref = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useGatewayCheckout(ref);
  const pay = usePayGatewayCheckout(ref);
  const message = (key: string) => (CARD_MESSAGES[key] ? i18n._(CARD_MESSAGES[key]) : validationMessage(key));
  const form = useSchemaForm(PaymentCardSchema, { initialValues: { cardNumber: '', expiry: '' }, message });

  const back = (actId: string | null) => {
    const target = returnTarget(params.get('return'), actId);
    if (isOtherApp(target)) gatewayReturn.assign(target);
    else void navigate(target);
  };

  if (query.isPending)
    return (
      <PayLayout>
        <Center py="xl">
          <Loader aria-label={t`Yuklanmoqda`} />
        </Center>
      </PayLayout>
    );
  if (query.isError)
    return (
      <PayLayout>
        <Alert color="red" variant="light" data-testid="gateway-error">
          <Stack gap="sm">
            <Text size="sm">
              <Trans>To'lov ma'lumotlarini yuklab bo'lmadi.</Trans>
            </Text>
            <Group>
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                <Trans>Qayta urinish</Trans>
              </Button>
              <Button size="xs" variant="default" onClick={() => back(null)}>
                <Trans>Portalga qaytish</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      </PayLayout>
    );

  const checkout = query.data;
  const amount = formatTiyin(Math.round(Number(checkout.amount) * 100));
  const purpose = checkout.kind === 'state_duty' ? t`Davlat boji` : t`Notarial harakat uchun haq`;
  const isPaid = checkout.isPaid || pay.isSuccess;
  const invoiceNumber = checkout.invoiceNumber;
  const submit = form.onSubmit(() => pay.mutate());

  return (
    <PayLayout>
      <Card withBorder radius="lg" padding="lg" shadow="sm" data-testid="gateway-page">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Title order={1} fz="xl">
              <Trans>Onlayn to'lov</Trans>
            </Title>
            <Badge color="orange" variant="light" c="#8a3a00" data-testid="gateway-test-mode">
              <Trans>Sinov rejimi</Trans>
            </Badge>
          </Group>
          <Text size="sm" c="gray.7">
            <Trans>Bu to'lov tizimining sinov sahifasi: kartadan haqiqiy pul yechilmaydi, karta ma'lumotlari hech qayerga yuborilmaydi.</Trans>
          </Text>
          <Divider />
          <Stack gap={4}>
            <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
              <Trans>Qabul qiluvchi</Trans>
            </Text>
            <Text fw={600} data-testid="gateway-merchant">
              {checkout.merchant}
            </Text>
            <Text size="xs" c="gray.7" tt="uppercase" fw={600} mt="xs">
              <Trans>To'lov maqsadi</Trans>
            </Text>
            <Text size="sm" data-testid="gateway-purpose">
              {purpose} · <Trans>hisobvaraq № {invoiceNumber}</Trans>
            </Text>
            <Text size="xs" c="gray.7" tt="uppercase" fw={600} mt="xs">
              <Trans>Summa</Trans>
            </Text>
            <Text fz={28} fw={700} data-testid="gateway-amount">
              {amount}
            </Text>
          </Stack>
          <Divider />
          {isPaid ? (
            <Stack gap="sm" data-testid="gateway-paid">
              <Alert color="green" variant="light" icon={<IconCheck aria-hidden />}>
                <Trans>To'lov qabul qilindi. Notarial harakatning to'lovlar bo'limida uning holati yangilanadi.</Trans>
              </Alert>
              <Button onClick={() => back(checkout.actId)} data-testid="gateway-return">
                <Trans>Notarial harakatga qaytish</Trans>
              </Button>
            </Stack>
          ) : (
            <form onSubmit={submit} noValidate data-testid="gateway-form">
              <Stack gap="sm">
                <MaskedInput
                  label={t`Karta raqami`}
                  name="cardNumber"
                  mask={FIELDS.card_number.mask}
                  {...maskedInputProps(form.getInputProps('cardNumber'))}
                  inputMode="numeric"
                  keyboard="numeric"
                  keyboardMaxLength={16}
                  placeholder="8600 0000 0000 0000"
                  autoComplete="cc-number"
                  data-testid="gateway-card-number"
                />
                <MaskedInput
                  label={t`Amal qilish muddati (OO/YY)`}
                  name="expiry"
                  mask={FIELDS.card_expiry.mask}
                  {...maskedInputProps(form.getInputProps('expiry'))}
                  unmask={false}
                  inputMode="numeric"
                  keyboard="numeric"
                  keyboardMaxLength={4}
                  placeholder="12/29"
                  autoComplete="cc-exp"
                  data-testid="gateway-card-expiry"
                />
                {pay.isError ? (
                  <Alert color="red" variant="light" data-testid="gateway-pay-error">
                    <Trans>To'lovni amalga oshirib bo'lmadi. Qayta urinib ko'ring.</Trans>
                  </Alert>
                ) : null}
                <Button type="submit" size="md" leftSection={<IconLock aria-hidden />} loading={pay.isPending} data-testid="gateway-pay">
                  <Trans>{amount} to'lash</Trans>
                </Button>
                <Button variant="default" onClick={() => back(checkout.actId)} disabled={pay.isPending} data-testid="gateway-cancel">
                  <Trans>Bekor qilish va qaytish</Trans>
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
    </PayLayout>
  );
}
