import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Grid, Group, List, Loader, Stack, Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';
import { useLocalised, useUiLocale } from '@notary/ui/searches';
import { Link, Navigate, useParams } from 'react-router';
import { useCalculation } from './api/get-calculation.ts';
import { useService } from './api/get-service.ts';
import { formatTiyin } from '@notary/ui/format';
import { isServiceId } from './service-id.ts';
import { SectionCard } from '../../components/section-card.tsx';

/** na_details/{id} (acts-domain 2 "service details"), with the calculator and create-act buttons. */
export function ServiceDetailsPage() {
  const { id } = useParams();
  const serviceId = Number(id);
  const locale = useUiLocale();
  const pick = useLocalised();
  const { data, isPending, isError } = useService(serviceId);
  const price = useCalculation(serviceId, null, locale);

  // A service number is a positive integer; anything else is no page (the query would never start).
  if (!isServiceId(serviceId)) return <Navigate to="/404" replace />;
  if (isPending) return <Loader />;
  if (isError || !data) {
    return (
      <Alert color="red">
        <Trans>Xizmat ma'lumotlarini yuklab bo'lmadi</Trans>
      </Alert>
    );
  }
  return (
    <Page
      title={pick(data.name)}
      actions={
        <>
          <Button component={Link} to={`/na_details/calc/${data.id}`} variant="default" data-testid="open-calculator">
            <Trans>Kalkulyator</Trans>
          </Button>
          <Button component={Link} to={`/enotarial_act/-1?type=${data.actTypeId}`} data-testid="create-act">
            <Trans>Notarial harakat yaratish</Trans>
          </Button>
        </>
      }
    >
      <Group gap="xs">
        <Badge variant="light">{pick(data.group.name)}</Badge>
        <Badge variant="outline" color="gray">
          <Trans>Harakat turi: {data.actTypeId}</Trans>
        </Badge>
        <Badge variant="outline" color="gray">
          <Trans>Reyestrda: {data.registeredCount}</Trans>
        </Badge>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <SectionCard title={<Trans>Qisqacha</Trans>} testId="service-simple">
              <Text>{pick(data.simpleDescription)}</Text>
            </SectionCard>
            <SectionCard title={<Trans>Huquqiy tavsif</Trans>} testId="service-legal">
              <Text size="sm">{pick(data.legalDescription)}</Text>
            </SectionCard>
            <SectionCard title={<Trans>Zarur hujjatlar</Trans>} testId="service-documents">
              <List spacing="xs" size="sm">
                {data.documents[locale].map((d) => (
                  <List.Item key={d}>{d}</List.Item>
                ))}
              </List>
            </SectionCard>
            <SectionCard title={<Trans>Boshqa shartlar</Trans>}>
              <Text size="sm">{pick(data.conditions)}</Text>
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <SectionCard title={<Trans>Narxi</Trans>} testId="service-price">
              {price.data ? (
                <Stack gap={4}>
                  <Text fz={24} fw={700}>
                    {formatTiyin(price.data.total)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {price.data.totalWords}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <Trans>Davlat boji va notarius xizmati haqi; imtiyozlar kalkulyatorda hisoblanadi.</Trans>
                  </Text>
                </Stack>
              ) : price.isError ? (
                <Stack gap="xs" align="flex-start" data-testid="service-price-error">
                  <Text size="sm" c="red.8">
                    <Trans>Narxni hisoblab bo'lmadi</Trans>
                  </Text>
                  <Button size="xs" variant="light" onClick={() => void price.refetch()} data-testid="service-price-retry">
                    <Trans>Qayta urinish</Trans>
                  </Button>
                </Stack>
              ) : (
                <Loader size="sm" data-testid="service-price-loading" />
              )}
            </SectionCard>
            <SectionCard title={<Trans>Ishtirokchilar</Trans>}>
              <List spacing={4} size="sm">
                {data.participants[locale].map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </SectionCard>
            <SectionCard title={<Trans>Muddati</Trans>}>
              <Text size="sm">{pick(data.duration)}</Text>
            </SectionCard>
            <SectionCard title={<Trans>Yakuniy natija</Trans>}>
              <Text size="sm">{pick(data.result)}</Text>
            </SectionCard>
            {data.related.length > 0 ? (
              <SectionCard title={<Trans>Bog'liq xizmatlar</Trans>} testId="service-related">
                <Stack gap={6}>
                  {data.related.map((r) => (
                    <Anchor key={r.id} component={Link} to={`/na_details/${r.id}`} size="sm">
                      {pick(r.name)}
                    </Anchor>
                  ))}
                </Stack>
              </SectionCard>
            ) : null}
            <Button component={Link} to={`/equeue?actTypeId=${data.actTypeId}`} variant="light">
              <Trans>Notarius qabuliga yozilish</Trans>
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
