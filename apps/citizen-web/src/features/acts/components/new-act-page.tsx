import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, List, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { ACT_TYPE_IDS, ACT_TYPES, isActTypeId, REG_TYPES, type ActTypeDefinition, type ActTypeId } from '@notary/domain/act';
import { IconInfo } from '@notary/ui/icons';
import { Page } from '@notary/ui/layout';
import { useLocalised, useNameInScript, useUiLocale } from '@notary/ui/searches';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useActRequirements } from '../api/get-act-requirements.ts';
import { useChosenNotary } from '../api/get-chosen-notary.ts';
import { PARTY_ROLE_LABELS } from '@notary/ui/acts';
import { SectionCard } from '../../../components/section-card.tsx';

/** One act type's definition, read through the common type (the table's entries are literal tuples). */
function definitionOf(id: ActTypeId): ActTypeDefinition {
  return ACT_TYPES[id];
}

/** The act type of `?type=`, when it is one of the domain's. */
function actTypeOf(raw: string | null): ActTypeId | null {
  const id = Number(raw);
  return raw !== null && isActTypeId(id) ? id : null;
}

function PreparingNotice() {
  return (
    <Alert color="blue" variant="light" radius="lg" icon={<IconInfo />} title={<Trans>Onlayn rasmiylashtirish tayyorlanmoqda</Trans>} data-testid="new-act-preparing">
      <Trans>
        Bu notarial harakatni portal orqali onlayn rasmiylashtirish imkoniyati tayyorlanmoqda. Hozircha notarius qabuliga yozilib, harakatni notarial idorada
        rasmiylashtirishingiz mumkin.
      </Trans>
    </Alert>
  );
}

function ChosenNotaryCard({ notaryId }: { notaryId: string }) {
  const notary = useChosenNotary(notaryId);
  const pick = useLocalised();
  const nameIn = useNameInScript();
  return (
    <SectionCard title={<Trans>Tanlangan notarius</Trans>} testId="new-act-notary">
      {notary.isPending ? (
        <Loader size="sm" />
      ) : notary.isError ? (
        <Text size="sm" c="red.8">
          <Trans>Tanlangan notarius topilmadi. Qabulga yozilishda notariusni qayta tanlang.</Trans>
        </Text>
      ) : (
        <Stack gap={4}>
          <Anchor component={Link} to={`/notary/${notary.data.id}`} fw={600} data-testid="new-act-notary-name">
            {nameIn(notary.data.fullName, notary.data.fullNameCyr)}
          </Anchor>
          <Text size="sm">{pick(notary.data.office.name)}</Text>
          <Text size="sm" c="dimmed">
            {pick(notary.data.office.address)}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}

/** Participants and documents from the catalogue; the domain's party roles when the catalogue cannot say. */
function Requirements({ actTypeId }: { actTypeId: ActTypeId }) {
  const { i18n } = useLingui();
  const locale = useUiLocale();
  const requirements = useActRequirements(actTypeId);
  if (requirements.isPending) return <Loader size="sm" />;
  const fromCatalogue = requirements.data ?? null;
  const participants = fromCatalogue ? fromCatalogue.participants[locale] : definitionOf(actTypeId).partyRoles.map((role) => i18n._(PARTY_ROLE_LABELS[role]));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard title={<Trans>Ishtirokchilar</Trans>} testId="new-act-participants">
        <List spacing={4} size="sm">
          {participants.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
      </SectionCard>
      <SectionCard title={<Trans>Zarur hujjatlar</Trans>} testId="new-act-documents">
        {fromCatalogue ? (
          <>
            <List spacing={4} size="sm">
              {fromCatalogue.documents[locale].map((d) => (
                <List.Item key={d}>{d}</List.Item>
              ))}
            </List>
            <Anchor component={Link} to={`/na_details/${fromCatalogue.serviceId}`} size="sm" data-testid="new-act-service-link">
              <Trans>Xizmat haqida batafsil</Trans>
            </Anchor>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Ishtirokchilarning shaxsini tasdiqlovchi hujjatlar va harakat predmetiga oid hujjatlar. To'liq ro'yxatni notarius qabulida aniqlashtiring.</Trans>
          </Text>
        )}
      </SectionCard>
    </SimpleGrid>
  );
}

/** No type chosen yet (the main page's button, a notary's card): the act types to choose from. */
function ActTypeChooser({ notaryId }: { notaryId: string | null }) {
  const locale = useUiLocale();
  const suffix = notaryId ? `&notaryId=${encodeURIComponent(notaryId)}` : '';
  return (
    <SectionCard title={<Trans>Notarial harakat turini tanlang</Trans>} testId="new-act-types">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
        {ACT_TYPE_IDS.map((id) => (
          <Button key={id} component={Link} to={`/enotarial_act/-1?type=${id}${suffix}`} variant="default" justify="flex-start" h="auto" py={8} styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }} data-testid={`new-act-type-${id}`}>
            {definitionOf(id).names[locale]}
          </Button>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

/**
 * /enotarial_act/-1?type=…&notaryId=…: the act a citizen chose to create.
 * The acts wizard comes with its own issue; until then the page says what
 * the act is, with whom, what it needs, that filing it online is being
 * prepared, and offers a booking with that notary for that act.
 */
export function NewActPage() {
  const [params] = useSearchParams();
  const locale = useUiLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const actTypeId = actTypeOf(params.get('type'));
  const notaryId = params.get('notaryId') || null;

  const equeue = new URLSearchParams();
  if (notaryId) equeue.set('notaryId', notaryId);
  if (actTypeId !== null) equeue.set('actTypeId', String(actTypeId));
  const notary = useChosenNotary(notaryId);
  if (notary.data) equeue.set('officeId', notary.data.office.id);
  const equeuePath = `/equeue${equeue.size > 0 ? `?${equeue.toString()}` : ''}`;

  // Opened from a link with no page before it in this tab, "back" has nowhere to go but the main page.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <Page
      title={actTypeId !== null ? definitionOf(actTypeId).names[locale] : <Trans>Yangi notarial harakat</Trans>}
      actions={
        <>
          <Button variant="default" onClick={goBack} data-testid="new-act-back">
            <Trans>Orqaga</Trans>
          </Button>
          <Button component={Link} to={equeuePath} data-testid="new-act-book">
            <Trans>Notarius qabuliga yozilish</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="lg" data-testid="enotarial-act-page">
        <PreparingNotice />
        {notaryId ? <ChosenNotaryCard notaryId={notaryId} /> : null}
        {actTypeId !== null ? (
          <>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                <Trans>Rasmiylashtirish usuli:</Trans>
              </Text>
              <Text size="sm" data-testid="new-act-reg-types">
                {definitionOf(actTypeId).regTypes.includes(REG_TYPES.video) ? <Trans>notarius idorasida shaxsan yoki videokonferensiya orqali</Trans> : <Trans>faqat notarius idorasida shaxsan</Trans>}
              </Text>
            </Group>
            <Requirements actTypeId={actTypeId} />
          </>
        ) : (
          <ActTypeChooser notaryId={notaryId} />
        )}
      </Stack>
    </Page>
  );
}
