import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Anchor, Card, Loader, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../format/index.ts';
import { DetailList } from '../searches/index.ts';
import { InvitationBadge, SubjectDetails, subjectTitle } from './act-card-screen.tsx';
import { useActParties, useActSubjects } from './api/acts-api.ts';
import type { ActSubject } from './api/types.ts';
import { PARTY_ROLE_LABELS } from './party-role-labels.ts';

function NotInAct() {
  return (
    <Alert color="orange" variant="light" data-testid="act-part-missing">
      <Trans>Bu notarial harakatda bunday ma'lumot yo'q.</Trans>
    </Alert>
  );
}

function BackToCard({ to }: { to: string }) {
  return (
    <Anchor component={Link} to={to} data-testid="back-to-card">
      <Trans>Notarial harakatga qaytish</Trans>
    </Anchor>
  );
}

/** my_notarial_act/{rid}/member/{id}: one party of the act, as the parties tab lists it. */
export function ActPartyScreen({ uuid, partyId, cardPath }: { uuid: string; partyId: string; cardPath: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const query = useActParties(uuid);
  if (query.isPending) return <Loader aria-label={t`Yuklanmoqda`} />;
  if (query.isError) return <BackToCard to={cardPath} />;
  const party = query.data.find((p) => p.id === partyId);
  return (
    <Stack gap="md" data-testid="act-party">
      <BackToCard to={cardPath} />
      {party ? (
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="lg" mb="md">
            {party.fullname}
          </Title>
          <DetailList
            items={[
              { label: <Trans>Roli</Trans>, value: PARTY_ROLE_LABELS[party.role] ? i18n._(PARTY_ROLE_LABELS[party.role]) : party.role, testId: 'party-role' },
              { label: <Trans>Shaxs turi</Trans>, value: party.partyClass === 'legal' ? <Trans>Yuridik shaxs</Trans> : <Trans>Jismoniy shaxs</Trans> },
              party.pin ? { label: <Trans>JShShIR</Trans>, value: party.pin } : null,
              party.inn ? { label: <Trans>STIR</Trans>, value: party.inn } : null,
              party.birthDate ? { label: <Trans>Tug'ilgan sana</Trans>, value: formatDate(party.birthDate) } : null,
              party.participationMode
                ? { label: <Trans>Ishtirok etish shakli</Trans>, value: party.participationMode === 'video' ? <Trans>Videokonferensiya orqali</Trans> : <Trans>Shaxsan</Trans> }
                : null,
              party.isPayer ? { label: <Trans>To'lovchi</Trans>, value: <Trans>Ha</Trans> } : null,
              { label: <Trans>Taklif holati</Trans>, value: party.isAuthor ? <Trans>Arizachi</Trans> : <InvitationBadge status={party.status} /> },
              party.answeredAt ? { label: <Trans>Javob berilgan vaqt</Trans>, value: formatDateTime(party.answeredAt) } : null,
            ]}
          />
        </Card>
      ) : (
        <NotInAct />
      )}
    </Stack>
  );
}

/** my_notarial_act/{rid}/auto|realty|other/{id}: one subject of the act, of the kind its path names. */
export function ActSubjectScreen({ uuid, subjectId, kind, cardPath }: { uuid: string; subjectId: string; kind: ActSubject['kind']; cardPath: string }) {
  const { t } = useLinguiMacro();
  const query = useActSubjects(uuid);
  if (query.isPending) return <Loader aria-label={t`Yuklanmoqda`} />;
  if (query.isError) return <BackToCard to={cardPath} />;
  const subject = query.data.find((s) => s.id === subjectId && s.kind === kind);
  return (
    <Stack gap="md" data-testid="act-subject">
      <BackToCard to={cardPath} />
      {subject ? (
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="lg" mb="md">
            {subjectTitle(subject.kind)}
          </Title>
          <SubjectDetails subject={subject} isFull />
        </Card>
      ) : (
        <NotInAct />
      )}
    </Stack>
  );
}
