import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, List, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { ACT_TYPE_IDS, ACT_TYPES, isActTypeId, type ActTypeDefinition, type ActTypeId } from '@notary/domain/act';
import { Page } from '@notary/ui/layout';
import { useLocalised, useNameInScript, useUiLocale } from '@notary/ui/searches';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useActRequirements } from '../api/get-act-requirements.ts';
import { useChosenNotary } from '../api/get-chosen-notary.ts';
import { ActWizard, PARTY_ROLE_LABELS } from '@notary/ui/acts';
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

/** The wizard's address of a draft at a step (resume without one), and the act's card. */
export const wizardPath = (uuid: string, step?: number) => `/enotarial_act/${encodeURIComponent(uuid)}?wizard=1${step === undefined ? '' : `&step=${step}`}`;
const cardPath = (uuid: string) => `/my_notarial_act/${encodeURIComponent(uuid)}`;

/**
 * /enotarial_act/-1?type=…&notaryId=…: a new act. Without a type, the act
 * types to choose from; with one, the act wizard (issue 13) from step 0,
 * the chosen notary and what the act needs from the catalogue.
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
          <Button component={Link} to={equeuePath} variant="light" data-testid="new-act-book">
            <Trans>Notarius qabuliga yozilish</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="lg" data-testid="enotarial-act-page">
        {notaryId ? <ChosenNotaryCard notaryId={notaryId} /> : null}
        {actTypeId !== null ? (
          <>
            <SectionCard title={<Trans>Notarial harakatni rasmiylashtirish</Trans>} testId="new-act-wizard">
              <ActWizard uuid={null} typeId={actTypeId} presetNotaryId={notaryId} step={0} wizardPath={wizardPath} cardPath={cardPath} />
            </SectionCard>
            <Requirements actTypeId={actTypeId} />
          </>
        ) : (
          <ActTypeChooser notaryId={notaryId} />
        )}
      </Stack>
    </Page>
  );
}

/** /enotarial_act/{uuid}?wizard=1[&step=N]: a draft in the act wizard, resumed at its first incomplete step without N. */
export function ActWizardPage({ uuid }: { uuid: string }) {
  const [params] = useSearchParams();
  const raw = params.get('step');
  const step = raw !== null && /^\d{1,2}$/.test(raw) ? Number(raw) : null;
  return (
    <Page title={<Trans>Notarial harakatni rasmiylashtirish</Trans>}>
      <ActWizard uuid={uuid} typeId={null} step={step} wizardPath={wizardPath} cardPath={cardPath} />
    </Page>
  );
}
