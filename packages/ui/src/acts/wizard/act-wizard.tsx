import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Loader, Radio, Stack, Stepper, Text } from '@mantine/core';
import { ACT_TYPES, missingBlocks, REG_TYPES, REQUIRED_BLOCKS, type ActTypeId, type MissingBlock, type RegType } from '@notary/domain/act';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useUiLocale } from '../../searches/index.ts';
import { useActGeneral, useActParties, useActSubjects } from '../api/acts-api.ts';
import type { ActGeneral, ActParty, ActSubject } from '../api/types.ts';
import { useActsLiveUpdates } from '../live-updates.ts';
import { PARTY_ROLE_LABELS } from '../party-role-labels.ts';
import { NotaryStep } from './notary-step.tsx';
import { PartiesStep } from './parties-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { SubjectsStep } from './subjects-step.tsx';
import { useCreateDraft, usePresetNotary } from './wizard-api.ts';
import { blockLabel, refusalText, WIZARD_STEP_LABELS } from './wizard-labels.ts';
import { ActTermsBlock, shownTermBlocks } from '../terms/index.ts';
import { firstIncompleteStep, stepMissing, wizardStepsFor, type WizardStepKey } from './wizard-steps.ts';


export type ActWizardProps = {
  /** The draft being filled in; null for a new act of `typeId`. */
  uuid: string | null;
  typeId: ActTypeId | null;
  /** A notary the citizen chose before (a notary's card): applied once the draft exists. */
  presetNotaryId?: string | null;
  /** The step of the URL; null resumes at the first incomplete one. */
  step: number | null;
  wizardPath: (uuid: string, step: number) => string;
  cardPath: (uuid: string) => string;
};

function RegTypeLabel({ regType }: { regType: RegType }) {
  return regType === REG_TYPES.video ? <Trans>Videokonferensiya orqali</Trans> : <Trans>Notarius idorasida shaxsan</Trans>;
}

/** Step 0 of a new act: what the type needs, and how it is registered; the draft is created on "next". */
function StartStep({
  typeId,
  regType,
  onRegType,
  fixed,
}: {
  typeId: ActTypeId;
  regType: RegType;
  onRegType: (regType: RegType) => void;
  fixed: boolean;
}) {
  const { i18n } = useLingui();
  const offered = ACT_TYPES[typeId].regTypes as readonly RegType[];
  const needs = REQUIRED_BLOCKS[typeId];
  return (
    <Stack gap="md" data-testid="wizard-start">
      {fixed || offered.length === 1 ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            <Trans>Rasmiylashtirish usuli:</Trans>
          </Text>
          <Text size="sm" fw={600} data-testid="wizard-regtype-fixed">
            <RegTypeLabel regType={regType} />
          </Text>
        </Group>
      ) : (
        <Radio.Group label={<Trans>Rasmiylashtirish usuli</Trans>} value={String(regType)} onChange={(value) => onRegType(Number(value) as RegType)}>
          <Stack gap="xs" mt="xs">
            {offered.map((r) => (
              <Radio key={r} value={String(r)} label={<RegTypeLabel regType={r} />} data-testid={`wizard-regtype-${r}`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          <Trans>Ushbu harakat uchun kerak bo'ladi:</Trans>
        </Text>
        <Group gap="xs" data-testid="wizard-needs">
          {needs.parties.map(({ role }) => (
            <Badge key={role} variant="light">
              {i18n._(PARTY_ROLE_LABELS[role])}
            </Badge>
          ))}
          {needs.subject ? (
            <Badge variant="light">{blockLabel('subject')}</Badge>
          ) : null}
          {needs.price ? <Badge variant="light">{blockLabel('price')}</Badge> : null}
        </Group>
      </Stack>
    </Stack>
  );
}

/** The step bar: numbered from 0 (acts-domain 2), each step reachable once the draft exists. */
function StepBar({ steps, active, onSelect, disabled }: { steps: readonly WizardStepKey[]; active: number; onSelect: (index: number) => void; disabled: boolean }) {
  const { i18n } = useLingui();
  return (
    <Stepper active={active} onStepClick={disabled ? undefined : onSelect} allowNextStepsSelect={!disabled} size="sm" data-testid="wizard-stepper">
      {steps.map((key, index) => (
        <Stepper.Step key={key} icon={String(index)} completedIcon={String(index)} label={i18n._(WIZARD_STEP_LABELS[key])} data-testid={`wizard-step-${key}`} />
      ))}
    </Stepper>
  );
}

function Nav({ children }: { children: ReactNode }) {
  return (
    <Group justify="space-between" mt="md" data-testid="wizard-nav">
      {children}
    </Group>
  );
}

/** A new act: step 0 creates the draft (POST /api/notarial_act), then the wizard goes on at step 1 of the draft. */
function NewActWizard({ typeId, presetNotaryId, wizardPath }: { typeId: ActTypeId; presetNotaryId: string | null; wizardPath: ActWizardProps['wizardPath'] }) {
  const navigate = useNavigate();
  const create = useCreateDraft();
  const [regType, setRegType] = useState<RegType>(ACT_TYPES[typeId].regTypes[0]!);
  const [error, setError] = useState<string | null>(null);
  const notary = usePresetNotary();
  const steps = wizardStepsFor(typeId, shownTermBlocks(typeId));
  const next = () => {
    setError(null);
    create.mutate(
      { typeId, regtype: regType },
      {
        onSuccess: (general) => {
          const go = () => navigate(wizardPath(general.uuid, 1), { replace: true });
          if (!presetNotaryId) {
            go();
            return;
          }
          // The notary chosen on its card before the act existed: its choice is the act's first notary.
          notary.mutate({ uuid: general.uuid, notaryId: presetNotaryId }, { onSettled: go });
        },
        onError: (e) => void refusalText(e).then(setError),
      },
    );
  };
  return (
    <Stack gap="lg" data-testid="act-wizard">
      <StepBar steps={steps} active={0} onSelect={() => undefined} disabled />
      <StartStep typeId={typeId} regType={regType} onRegType={setRegType} fixed={false} />
      {error ? (
        <Alert color="red" variant="light" role="alert" data-testid="wizard-error">
          {error}
        </Alert>
      ) : null}
      <Nav>
        <span />
        <Button onClick={next} loading={create.isPending || notary.isPending} data-testid="wizard-next">
          <Trans>Keyingi qadam</Trans>
        </Button>
      </Nav>
    </Stack>
  );
}

function isEditable(general: ActGeneral): boolean {
  return general.actor === 'applicant' && general.step === 1 && general.status === 'active';
}

/** What `missingBlocks` needs, read from the act's answers. */
function actMissing(general: ActGeneral, parties: readonly ActParty[], subjects: readonly ActSubject[]): MissingBlock[] {
  return missingBlocks({
    typeId: general.typeId,
    regtype: general.regtype,
    notaryId: general.notaryId,
    sum: general.sum,
    validUntil: general.validUntil,
    termFrom: general.termFrom,
    termTo: general.termTo,
    proxy: general.proxy,
    travel: general.travel,
    marriageRecord: general.marriageRecord,
    parties,
    subjects,
  });
}

function DraftWizard({ uuid, step, wizardPath, cardPath }: { uuid: string; step: number | null; wizardPath: ActWizardProps['wizardPath']; cardPath: ActWizardProps['cardPath'] }) {
  const { t } = useLinguiMacro();
  const navigate = useNavigate();
  const general = useActGeneral(uuid);
  const parties = useActParties(uuid);
  const subjects = useActSubjects(uuid);
  // Issue 13.5 and 13.11: the other parties' answers (and the notary's moves) refresh the open draft without a reload.
  useActsLiveUpdates(uuid);
  const [blocked, setBlocked] = useState<MissingBlock[] | null>(null);
  const ready = general.data && parties.data && subjects.data;
  const shownTerms = general.data ? shownTermBlocks(general.data.typeId) : [];
  const steps = general.data ? wizardStepsFor(general.data.typeId, shownTerms) : [];
  const missing = ready ? actMissing(general.data, parties.data, subjects.data) : [];
  const resumeAt = ready ? firstIncompleteStep(steps, missing, shownTerms) : null;

  // Coming back without a step (my acts → the draft → continue): the first step still lacking a block.
  useEffect(() => {
    if (step === null && resumeAt !== null) void navigate(wizardPath(uuid, resumeAt), { replace: true });
  }, [step, resumeAt, navigate, wizardPath, uuid]);

  if (general.isError || parties.isError || subjects.isError) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="wizard-load-error">
        <Trans>Notarial harakatni yuklab bo'lmadi.</Trans>{' '}
        <Anchor component={Link} to={cardPath(uuid)}>
          <Trans>Harakat kartasiga o'tish</Trans>
        </Anchor>
      </Alert>
    );
  }
  if (!ready || step === null) return <Loader aria-label={t`Yuklanmoqda`} />;
  const act = general.data;
  if (!isEditable(act)) {
    return (
      <Alert color="blue" variant="light" data-testid="wizard-not-editable">
        <Trans>Bu notarial harakat endi tayyorlash bosqichida emas, uni tahrirlab bo'lmaydi.</Trans>{' '}
        <Anchor component={Link} to={cardPath(uuid)} data-testid="wizard-to-card">
          <Trans>Harakat kartasiga o'tish</Trans>
        </Anchor>
      </Alert>
    );
  }
  const index = Math.min(Math.max(step, 0), steps.length - 1);
  const key = steps[index]!;
  // What "next" found missing, less what has been filled in since.
  const stillLacking = (blocked ?? []).filter((block) => stepMissing(key, missing, shownTerms).includes(block));
  const goTo = (target: number) => {
    setBlocked(null);
    void navigate(wizardPath(uuid, target));
  };
  const next = () => {
    const lacking = stepMissing(key, missing, shownTerms);
    if (lacking.length > 0) {
      setBlocked(lacking);
      return;
    }
    goTo(index + 1);
  };

  return (
    <Stack gap="lg" data-testid="act-wizard" data-step={index}>
      <StepBar steps={steps} active={index} onSelect={goTo} disabled={false} />
      {key === 'start' ? <StartStep typeId={act.typeId} regType={act.regtype} onRegType={() => undefined} fixed /> : null}
      {key === 'parties' ? <PartiesStep uuid={uuid} typeId={act.typeId} parties={parties.data} /> : null}
      {key === 'subjects' ? <SubjectsStep uuid={uuid} typeId={act.typeId} subjects={subjects.data} withPrice={!shownTerms.includes('price')} /> : null}
      {key === 'terms' ? <ActTermsBlock act={act} editable /> : null}
      {key === 'notary' ? <NotaryStep general={act} /> : null}
      {key === 'review' ? <ReviewStep general={act} missing={missing} steps={steps} shownTerms={shownTerms} goTo={goTo} onSent={() => void navigate(cardPath(uuid))} /> : null}
      {stillLacking.length > 0 ? (
        <Alert color="orange" variant="light" role="alert" title={<Trans>Keyingi qadamga o'tishdan oldin to'ldiring</Trans>} data-testid="wizard-step-missing">
          {stillLacking.map((block) => (
            <Text key={block} size="sm" data-testid={`step-missing-${block}`}>
              {blockLabel(block)}
            </Text>
          ))}
        </Alert>
      ) : null}
      <Nav>
        {index > 0 ? (
          <Button variant="default" onClick={() => goTo(index - 1)} data-testid="wizard-previous">
            <Trans>Oldingi qadam</Trans>
          </Button>
        ) : (
          <span />
        )}
        {key !== 'review' ? (
          <Button onClick={next} data-testid="wizard-next">
            <Trans>Keyingi qadam</Trans>
          </Button>
        ) : null}
      </Nav>
    </Stack>
  );
}

/**
 * The citizen's act wizard for every act type (acts-domain 2 "Act wizard per
 * act type", issue 13): steps from 0 with previous and next; the draft is
 * created on step 0 and each later step saves through the acts API, so
 * leaving and coming back resumes at the first step still lacking a block.
 */
export function ActWizard({ uuid, typeId, presetNotaryId = null, step, wizardPath, cardPath }: ActWizardProps) {
  const locale = useUiLocale();
  if (uuid === null) {
    if (typeId === null) return null;
    return (
      <Stack gap="xs">
        <Text fw={600} data-testid="wizard-type-name">
          {ACT_TYPES[typeId].names[locale]}
        </Text>
        <NewActWizard typeId={typeId} presetNotaryId={presetNotaryId} wizardPath={wizardPath} />
      </Stack>
    );
  }
  return <DraftWizard key={uuid} uuid={uuid} step={step} wizardPath={wizardPath} cardPath={cardPath} />;
}

/**
 * "Continue filling in" for a draft the user prepares (my acts → the act →
 * continue): the wizard at its first incomplete step. Nothing for other acts.
 */
export function ActWizardLink({ uuid, wizardPath }: { uuid: string; wizardPath: (uuid: string) => string }) {
  const general = useActGeneral(uuid);
  if (!general.data || general.data.isSimplified || !isEditable(general.data)) return null;
  return (
    <Button component={Link} to={wizardPath(uuid)} data-testid="wizard-continue">
      <Trans>To'ldirishni davom ettirish</Trans>
    </Button>
  );
}
