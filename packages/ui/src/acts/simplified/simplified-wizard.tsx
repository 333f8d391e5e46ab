import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Anchor, Box, Button, Card, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { ACT_TYPES, SIMPLIFIED_WIZARD_STEPS, simplifiedWizardIndexOf } from '@notary/domain/act';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../errors/index.ts';
import { formatTiyin } from '../../format/index.ts';
import { IconAlert } from '../../icons/index.ts';
import { DetailList, useUiLocale } from '../../searches/index.ts';
import { ActStatusBadge } from '../act-badges.tsx';
import { useActGeneral, useActParties, useActSubjects } from '../api/acts-api.ts';
import type { ActGeneral } from '../api/types.ts';
import { PARTY_ROLE_LABELS } from '../party-role-labels.ts';
import { useActsLiveUpdates } from '../live-updates.ts';
import { CounterpartyScreen } from './counterparty-screen.tsx';
import { useSimplifiedDraft, type SimplifiedDraft } from './draft.ts';
import { WIZARD_STEP_LABELS } from './labels.ts';
import { NotaryScreen } from './notary-screen.tsx';
import { PartiesScreen } from './parties-screen.tsx';
import { RegisteredScreen, ReviewScreen, TimeScreen } from './progress-screens.tsx';
import { VehicleScreen } from './vehicle-screen.tsx';

export type SimplifiedTypeId = 1 | 4;

/**
 * The furthest screen an act has reached. Within Preparation (step 1) the
 * act exists only once screens 0–1 are done, so it is on screen 2 until
 * every invited party accepted, then on 3; later steps map through the
 * domain's SIMPLIFIED_WIZARD_STEPS.
 */
export function reachedScreen(general: Pick<ActGeneral, 'step' | 'allPartiesAccepted'>): number {
  if (general.step === 1) return general.allPartiesAccepted ? 3 : 2;
  return simplifiedWizardIndexOf(general.step);
}

/** The wizard's screens as an ordered list: done ones can be opened again, the ones ahead cannot. */
function WizardSteps({ view, reached, onOpen }: { view: number; reached: number; onOpen: (index: number) => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <Box component="ol" aria-label={t`Usta bosqichlari`} data-testid="wizard-steps" style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 }}>
      {SIMPLIFIED_WIZARD_STEPS.map((screen) => {
        const isCurrent = screen.index === view;
        const isOpenable = screen.index <= reached;
        return (
          <li key={screen.key}>
            <Button
              size="compact-sm"
              variant={isCurrent ? 'filled' : isOpenable ? 'light' : 'default'}
              disabled={!isOpenable}
              aria-current={isCurrent ? 'step' : undefined}
              onClick={() => onOpen(screen.index)}
              data-testid={`wizard-step-${screen.index}`}
            >
              {screen.index}. {i18n._(WIZARD_STEP_LABELS[screen.key])}
            </Button>
          </li>
        );
      })}
    </Box>
  );
}

function ScreenCard({ index, children }: { index: number; children: ReactNode }) {
  const { i18n } = useLingui();
  const screen = SIMPLIFIED_WIZARD_STEPS[index]!;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`wizard-screen-${index}`}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {index}. {i18n._(WIZARD_STEP_LABELS[screen.key])}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Screens 0–1 of an act that exists: what was saved, read from the act. */
function SavedVehicle({ uuid }: { uuid: string }) {
  const subjects = useActSubjects(uuid);
  const vehicle = subjects.data?.find((s) => s.kind === 'vehicle');
  if (subjects.isPending) return <Loader size="sm" />;
  if (!vehicle) return null;
  return (
    <DetailList
      cols={3}
      items={[
        { label: <Trans>Davlat raqami</Trans>, value: vehicle.stateNumber, testId: 'wizard-saved-plate' },
        { label: <Trans>Texnik pasport</Trans>, value: [vehicle.techPassportSeries, vehicle.techPassportNumber].filter(Boolean).join(' ') },
        { label: <Trans>Rusumi</Trans>, value: vehicle.vehicle?.make ?? null },
        vehicle.price ? { label: <Trans>Narxi</Trans>, value: formatTiyin(Math.round(Number(vehicle.price) * 100)), testId: 'wizard-saved-price' } : null,
        vehicle.priceWords ? { label: <Trans>Narx so'z bilan</Trans>, value: vehicle.priceWords } : null,
      ]}
    />
  );
}

function SavedCounterparty({ uuid }: { uuid: string }) {
  const { i18n } = useLingui();
  const parties = useActParties(uuid);
  if (parties.isPending) return <Loader size="sm" />;
  return (
    <DetailList
      items={(parties.data ?? []).map((p) => ({ label: i18n._(PARTY_ROLE_LABELS[p.role]), value: p.fullname, testId: `wizard-saved-${p.role}` }))}
    />
  );
}

function Navigation({ view, reached, onOpen }: { view: number; reached: number; onOpen: (index: number) => void }) {
  return (
    <Group justify="space-between">
      <Button variant="default" disabled={view === 0} onClick={() => onOpen(view - 1)} data-testid="wizard-prev">
        <Trans>Oldingi</Trans>
      </Button>
      <Button variant="default" disabled={view >= reached} onClick={() => onOpen(view + 1)} data-testid="wizard-next">
        <Trans>Keyingi</Trans>
      </Button>
    </Group>
  );
}

/** A simplified act that exists: the screen it has reached, live. */
function ExistingActWizard({ uuid, cardPath }: { uuid: string; cardPath: (uuid: string) => string }) {
  const { t } = useLinguiMacro();
  const query = useActGeneral(uuid);
  useActsLiveUpdates(uuid);
  const general = query.data;
  const reached = general ? reachedScreen(general) : 0;
  // A screen opened by hand stays open while the act stays where it was; when the act moves on (the other party or the notary acted), the wizard follows it.
  const [opened, setOpened] = useState<{ index: number; reached: number } | null>(null);
  if (query.isPending) return <Loader aria-label={t`Yuklanmoqda`} />;
  if (query.isError || !general)
    return (
      <Alert color="red" variant="light" icon={<IconAlert />}>
        <Trans>Ma'lumotni yuklab bo'lmadi.</Trans>
      </Alert>
    );
  if (!general.isSimplified)
    return (
      <Alert color="blue" variant="light" data-testid="wizard-not-simplified">
        <Trans>Bu notarial harakat soddalashtirilgan tartibda yaratilmagan.</Trans>{' '}
        <Anchor component={Link} to={cardPath(uuid)}>
          <Trans>Harakat kartasini ochish</Trans>
        </Anchor>
      </Alert>
    );
  const current = opened !== null && opened.reached === reached ? opened.index : reached;
  const open = (index: number) => setOpened({ index: Math.max(0, Math.min(index, reached)), reached });
  const isEnded = general.status !== 'active' && general.status !== 'registered';
  return (
    <Stack gap="lg" data-testid="simplified-wizard" data-reached={reached}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <ActStatusBadge status={general.status} />
          <Anchor component={Link} to={cardPath(uuid)} size="sm" data-testid="wizard-card-link">
            <Trans>Harakat kartasi</Trans>
          </Anchor>
        </Group>
      </Group>
      <WizardSteps view={current} reached={reached} onOpen={open} />
      {isEnded ? (
        <Alert color="gray" variant="light" icon={<IconAlert />} data-testid="wizard-ended">
          <Trans>Bu notarial harakat yakunlangan: uning tafsilotlari harakat kartasida.</Trans>
        </Alert>
      ) : null}
      {general.blockedBy ? (
        <Alert color="red" variant="light" icon={<IconAlert />} data-testid="wizard-blocked">
          {errorMessage(general.blockedBy) ?? general.blockedBy}
        </Alert>
      ) : null}
      {general.defects && general.step === 1 ? (
        <Alert color="orange" variant="light" icon={<IconAlert />} title={t`Notarius kamchiliklar bilan qaytardi`} data-testid="wizard-defects">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {general.defects}
          </Text>
        </Alert>
      ) : null}
      <ScreenCard index={current}>
        {current === 0 ? <SavedVehicle uuid={uuid} /> : null}
        {current === 1 ? <SavedCounterparty uuid={uuid} /> : null}
        {current === 2 ? <PartiesScreen general={general} /> : null}
        {current === 3 ? <NotaryScreen general={general} /> : null}
        {current === 4 ? <ReviewScreen general={general} /> : null}
        {current === 5 ? <TimeScreen general={general} /> : null}
        {current === 6 ? <RegisteredScreen general={general} /> : null}
      </ScreenCard>
      <Navigation view={current} reached={reached} onOpen={open} />
    </Stack>
  );
}

/** A new simplified act: screens 0–1 from the draft; screen 1's "next" creates the act. */
function NewActWizard({
  typeId,
  onTypeChange,
  onCreated,
  cardPath,
}: {
  typeId: SimplifiedTypeId;
  onTypeChange: (typeId: SimplifiedTypeId) => void;
  onCreated: (uuid: string) => void;
  cardPath: (uuid: string) => string;
}) {
  const { t } = useLinguiMacro();
  const locale = useUiLocale();
  const { draft, save, clear } = useSimplifiedDraft(typeId);
  const go = (next: SimplifiedDraft) => save(next);
  return (
    <Stack gap="lg" data-testid="simplified-wizard" data-reached={draft.screen}>
      {draft.screen === 0 ? (
        <SegmentedControl
          value={String(typeId)}
          onChange={(value) => onTypeChange(Number(value) as SimplifiedTypeId)}
          data={[
            { value: '1', label: ACT_TYPES[1].names[locale] },
            { value: '4', label: ACT_TYPES[4].names[locale] },
          ]}
          aria-label={t`Notarial harakat turi`}
          w={{ base: '100%', sm: 520 }}
          data-testid="wizard-type"
        />
      ) : null}
      <WizardSteps view={draft.screen} reached={draft.screen} onOpen={(index) => go({ ...draft, screen: index === 0 ? 0 : 1 })} />
      <ScreenCard index={draft.screen}>
        {draft.screen === 0 ? (
          <VehicleScreen key={typeId} typeId={typeId} draft={draft} onNext={go} />
        ) : (
          <CounterpartyScreen
            typeId={typeId}
            draft={draft}
            onSave={go}
            onBack={() => go({ ...draft, screen: 0 })}
            onCreated={(uuid) => {
              clear();
              onCreated(uuid);
            }}
            cardPath={cardPath}
          />
        )}
      </ScreenCard>
    </Stack>
  );
}

export type SimplifiedWizardProps = {
  /** The act, or null for a new one. */
  uuid: string | null;
  /** For a new act: sale (1) or gift (4). */
  typeId: SimplifiedTypeId;
  onTypeChange: (typeId: SimplifiedTypeId) => void;
  /** Where the wizard of a just-created act is (the address changes from the new act's to the act's). */
  onCreated: (uuid: string) => void;
  cardPath: (uuid: string) => string;
};

/**
 * The simplified vehicle sale and gift wizard of acts-domain 4 "Wizards",
 * screens 0–6 of SIMPLIFIED_WIZARD_STEPS, shared by the citizen web and the
 * kiosk. Screens 0–1 are the draft until the act is created; from then on
 * the act itself is the draft (saved by the API at each change) and the
 * wizard opens on the screen it has reached.
 */
export function SimplifiedWizard({ uuid, typeId, onTypeChange, onCreated, cardPath }: SimplifiedWizardProps) {
  if (uuid === null) return <NewActWizard typeId={typeId} onTypeChange={onTypeChange} onCreated={onCreated} cardPath={cardPath} />;
  return <ExistingActWizard uuid={uuid} cardPath={cardPath} />;
}
