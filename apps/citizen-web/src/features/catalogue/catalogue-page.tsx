import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { urlParam, useUrlFilters, useUrlSearchText } from '@notary/ui/forms';
import { Page } from '@notary/ui/layout';
import { NotFoundAlert, useLocalised } from '@notary/ui/searches';
import { Link } from 'react-router';
import { useCatalogue } from './api/get-catalogue.ts';
import { GroupIcon } from './group-icon.tsx';

/** The search in the URL (`/na_details?search=`): back/forward, a reload and a shared link keep it. */
const CATALOGUE_PARAMS = { search: urlParam.text(120) };

/** na_details (acts-domain 2 "Services catalogue"): search, action groups, actions and their counts. */
export function CataloguePage() {
  const { t } = useLingui();
  const pick = useLocalised();
  const [params, setParams] = useUrlFilters(CATALOGUE_PARAMS);
  // The search reaches the URL once typing pauses (replacing the entry); back/forward bring theirs into the field.
  const [search, setSearch] = useUrlSearchText(params.search ?? '', (typed) => setParams({ search: typed }, { replace: true }));
  const { data, isPending, isError } = useCatalogue(params.search ?? '');

  return (
    <Page title={<Trans>Notarial xizmatlar</Trans>}>
      <Text c="dimmed" maw={760}>
        <Trans>Kerakli notarial harakatni toping: uning mazmuni, zarur hujjatlar, narxi va muddati bilan tanishing, xarajatni kalkulyatorda hisoblang va harakatni onlayn rasmiylashtiring.</Trans>
      </Text>
      <Group align="flex-end" gap="md">
        <TextInput
          placeholder={t`Xizmat nomi bo'yicha qidirish, masalan: ishonchnoma`}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          size="md"
          w={{ base: '100%', sm: 520 }}
          data-testid="catalogue-search"
        />
        {data ? (
          <Text c="dimmed" size="sm" data-testid="catalogue-total">
            <Trans>Jami xizmatlar: {data.total}</Trans>
          </Text>
        ) : null}
      </Group>
      {isPending ? (
        <Loader />
      ) : isError ? (
        <Alert color="red">
          <Trans>Xizmatlar ro'yxatini yuklab bo'lmadi</Trans>
        </Alert>
      ) : data.groups.length === 0 ? (
        <NotFoundAlert>
          <Trans>So'rovingiz bo'yicha xizmat topilmadi</Trans>
        </NotFoundAlert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {data.groups.map((group) => (
            <Card key={group.id} withBorder radius="lg" padding="lg" data-testid="catalogue-group">
              <Stack gap="md">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={44} radius="md" variant="light">
                      <GroupIcon icon={group.icon} />
                    </ThemeIcon>
                    <Title order={2} fz="lg">
                      {pick(group.name)}
                    </Title>
                  </Group>
                  <Badge variant="light" size="lg" title={t`Harakatlar soni`}>
                    {group.count}
                  </Badge>
                </Group>
                <Stack gap="sm">
                  {group.services.map((service) => (
                    <Stack key={service.id} gap={2}>
                      <Anchor component={Link} to={`/na_details/${service.id}`} fw={600} data-testid={`service-link-${service.id}`}>
                        {pick(service.name)}
                      </Anchor>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {pick(service.simpleDescription)}
                      </Text>
                    </Stack>
                  ))}
                </Stack>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}
