import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Table, Tabs, Text, Timeline, Title } from '@mantine/core';
import { isActEvent } from './act-events.ts';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatDateTime, formatPhone, formatTime, formatTiyin } from '../format/index.ts';
import { IconFileText } from '../icons/index.ts';
import { DetailList } from '../searches/index.ts';
import { ActActions } from './act-actions.tsx';
import { ActStatusBadge, useActTypeName } from './act-badges.tsx';
import { ActProgress } from './act-progress.tsx';
import { DocumentsTab } from './documents/documents-tab.tsx';
import { VideoRecordings } from './video/recordings/video-recordings.tsx';
import { ResultTab } from './act-result-tab.tsx';
import { ResendSmsButton } from './resend-sms-button.tsx';
import { TabState } from './tab-state.tsx';
import { useIsKiosk, viewerUrl } from './file-viewer.tsx';
import {
  useActAudit,
  useActGeneral,
  useActNotes,
  useActParties,
  useActReferences,
  useActSubjects,
  useActVideo,
  usePrintForm,
} from './api/acts-api.ts';
import type { ActGeneral, ActParty, ActSubject, LinkedAct } from './api/types.ts';
import {
  AUDIT_ACTION_LABELS,
  EVENT_LABELS,
  INVITATION_STATUS_LABELS,
  READABLE_TEXT,
  REGSYSTEM_LABELS,
  REGTYPE_LABELS,
  STATE_LABELS,
  STEP_LABELS,
} from './labels.ts';
import { useActsLiveUpdates, type LiveStatus } from './live-updates.ts';
import { ActTermsBlock } from './terms/index.ts';
import { PARTY_ROLE_LABELS } from './party-role-labels.ts';
import { BlockingNotice } from './blocking/index.ts';
import { DefectNotes, DefectsPanel, DefectsProvider, FieldMark, hasDefects, isReturnedWithDefects, useDefectFields, useDefectMarker } from './defects/index.ts';
import { ActPaymentsPanel } from './payments/index.ts';
import { ActTerms } from './terms-view/index.ts';
import { VisitTimePanel } from './visit-time/index.ts';

/** The part pages of spec/shell.md 2.1: my_notarial_act/{rid}/member|auto|realty|other/{id}. */
export type ActPart = 'member' | 'auto' | 'realty' | 'other';
/** Where a party's or a subject's own page is, or null where the app has none (the kiosk). */
export type PartPath = (part: ActPart, id: string) => string | null;
const SUBJECT_PART: Record<ActSubject['kind'], ActPart> = { vehicle: 'auto', real_estate: 'realty', other: 'other' };

export const CARD_TABS = ['general', 'parties', 'subjects', 'documents', 'print', 'payments', 'references', 'result', 'video', 'history'] as const;
export type CardTab = (typeof CARD_TABS)[number];

/** so'm with 2 decimals as the API gives money → "1 234.50 so'm". */
function money(amount: string | null | undefined): string | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const n = Number(amount);
  return Number.isFinite(n) ? formatTiyin(Math.round(n * 100)) : amount;
}

function GeneralTab({ general }: { general: ActGeneral }) {
  const { i18n } = useLingui();
  const typeName = useActTypeName();
  const mark = useDefectMarker('act');
  return (
    <>
    <DetailList
      items={[
        mark('typeId', { label: <Trans>Harakat turi</Trans>, value: typeName(general.typeId, general.name), testId: 'general-type' }),
        { label: <Trans>Bosqich</Trans>, value: `${general.step}. ${i18n._(STEP_LABELS[general.step])}`, testId: 'general-step' },
        { label: <Trans>Holati</Trans>, value: <ActStatusBadge status={general.status} /> },
        { label: <Trans>Amal qilishi</Trans>, value: i18n._(STATE_LABELS[general.state]) },
        { label: <Trans>Reyestr raqami</Trans>, value: general.regnum, testId: 'general-regnum' },
        { label: <Trans>Reyestr sanasi</Trans>, value: formatDate(general.regdate) },
        mark('regtype', { label: <Trans>Ro'yxatdan o'tkazish turi</Trans>, value: i18n._(REGTYPE_LABELS[general.regtype]) }),
        { label: <Trans>Tizim</Trans>, value: general.regsystem in REGSYSTEM_LABELS ? i18n._(REGSYSTEM_LABELS[general.regsystem as 2 | 3 | 4]) : String(general.regsystem) },
        { label: <Trans>Notarius</Trans>, value: general.notaryName },
        general.notaryPhone ? { label: <Trans>Notarius telefoni</Trans>, value: formatPhone(general.notaryPhone) } : null,
        { label: <Trans>Tashrif sanasi va vaqti</Trans>, value: general.visitdate ? `${formatDate(general.visitdate)} ${formatTime(general.visittime)}` : null, testId: 'general-visit' },
        { label: <Trans>Kiritilgan sana</Trans>, value: formatDate(general.enteredAt) },
        general.validUntil ? { label: <Trans>Amal qilish muddati</Trans>, value: formatDate(general.validUntil) } : null,
        mark('phone', general.phone ? { label: <Trans>Telefon</Trans>, value: formatPhone(general.phone) } : null),
        general.remark ? { label: <Trans>Izoh</Trans>, value: general.remark } : null,
      ]}
    />
    <ActTerms general={general} />
    </>
  );
}

export function InvitationBadge({ status }: { status: ActParty['status'] }) {
  const { i18n } = useLingui();
  const key = status ?? 'awaiting';
  const color = { awaiting: 'yellow', accepted: 'green', rejected: 'red', exited: 'gray' }[key];
  return (
    <Badge color={color} c={READABLE_TEXT[color]} variant="light" data-testid="party-status">
      {i18n._(INVITATION_STATUS_LABELS[key])}
    </Badge>
  );
}

/** Issue 13.5: the applicant may send an open invitation's SMS again (a party with a phone, not yet answered, the act still active). */
function canResendSms(general: ActGeneral, party: ActParty): boolean {
  return general.actor === 'applicant' && general.status === 'active' && !party.isAuthor && party.status === null && Boolean(party.inviteLink) && Boolean(party.phone);
}

function PartiesTab({ general, partPath }: { general: ActGeneral; partPath?: PartPath }) {
  const { i18n } = useLingui();
  const uuid = general.uuid;
  const query = useActParties(uuid);
  const defects = useDefectFields();
  const hasResend = (query.data ?? []).some((party) => canResendSms(general, party));
  return (
    <TabState query={query} empty={query.data?.length === 0}>
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="sm" data-testid="parties-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Ishtirokchi</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Roli</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>JShShIR / STIR</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Taklif holati</Trans>
              </Table.Th>
              {hasResend ? (
                <Table.Th>
                  <Trans>Taklif SMS</Trans>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(query.data ?? []).map((party) => (
              <Table.Tr key={party.id} data-testid="party-row" bg={hasDefects(defects, 'party', party.id) ? 'red.0' : undefined}>
                <Table.Td fw={600}>
                  <FieldMark target="party" targetId={party.id} field="fullname">
                  {partPath?.('member', party.id) ? (
                    <Anchor component={Link} to={partPath('member', party.id)!} data-testid="party-link">
                      {party.fullname}
                    </Anchor>
                  ) : (
                    party.fullname
                  )}
                  </FieldMark>
                  {party.isAuthor ? (
                    <Badge ml="xs" size="xs" variant="outline">
                      <Trans>Arizachi</Trans>
                    </Badge>
                  ) : null}
                  <DefectNotes target="party" targetId={party.id} shown={['fullname', 'role', 'pin', 'inn']} />
                </Table.Td>
                <Table.Td>
                  <FieldMark target="party" targetId={party.id} field="role">
                    {PARTY_ROLE_LABELS[party.role] ? i18n._(PARTY_ROLE_LABELS[party.role]) : party.role}
                  </FieldMark>
                </Table.Td>
                <Table.Td>
                  <FieldMark target="party" targetId={party.id} field={party.pin ? 'pin' : 'inn'}>
                    {party.pin ?? party.inn ?? '—'}
                  </FieldMark>
                </Table.Td>
                <Table.Td>{party.isAuthor ? '—' : <InvitationBadge status={party.status} />}</Table.Td>
                {hasResend ? <Table.Td>{canResendSms(general, party) ? <ResendSmsButton uuid={uuid} party={party} /> : null}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </TabState>
  );
}

export function subjectTitle(kind: ActSubject['kind']): ReactNode {
  return kind === 'vehicle' ? <Trans>Transport vositasi</Trans> : kind === 'real_estate' ? <Trans>Ko'chmas mulk</Trans> : <Trans>Boshqa mol-mulk</Trans>;
}

/** A subject's fields; `isFull` adds the ones only its own page shows. */
export function SubjectDetails({ subject, isFull = false }: { subject: ActSubject; isFull?: boolean }) {
  const mark = useDefectMarker('subject', subject.id);
  return (
    <DetailList
      items={
        subject.kind === 'vehicle'
          ? [
              mark('stateNumber', { label: <Trans>Davlat raqami</Trans>, value: subject.stateNumber, testId: 'subject-state-number' }),
              mark('make', { label: <Trans>Rusumi</Trans>, value: subject.vehicle?.make ?? null }),
              mark('techPassport', { label: <Trans>Texnik pasport</Trans>, value: [subject.techPassportSeries, subject.techPassportNumber].filter(Boolean).join(' ') }),
              mark('bodyNumber', { label: <Trans>Kuzov raqami</Trans>, value: subject.bodyNumber }),
              mark('year', { label: <Trans>Ishlab chiqarilgan yili</Trans>, value: subject.vehicle?.year ?? null }),
              isFull ? mark('colour', { label: <Trans>Rangi</Trans>, value: subject.vehicle?.colour ?? null }) : null,
              isFull ? mark('motorNumber', { label: <Trans>Dvigatel raqami</Trans>, value: subject.vehicle?.motorNumber ?? null }) : null,
              isFull ? mark('chassisNumber', { label: <Trans>Shassi raqami</Trans>, value: subject.vehicle?.chassisNumber ?? null }) : null,
              isFull ? mark('horsepower', { label: <Trans>Quvvati (o.k.)</Trans>, value: subject.vehicle?.horsepower ?? null }) : null,
              mark('price', { label: <Trans>Narxi</Trans>, value: money(subject.price) }),
              subject.priceWords ? mark('priceWords', { label: <Trans>Narxi (so'z bilan)</Trans>, value: subject.priceWords }) : null,
              isFull && subject.inventoryPrice ? mark('inventoryPrice', { label: <Trans>Baholangan qiymati</Trans>, value: money(subject.inventoryPrice) }) : null,
            ]
          : subject.kind === 'real_estate'
            ? [
                mark('cadastreNumber', { label: <Trans>Kadastr raqami</Trans>, value: subject.cadastreNumber, testId: 'subject-cadastre' }),
                mark('address', { label: <Trans>Manzil</Trans>, value: subject.realEstate?.address ?? null }),
                mark('area', { label: <Trans>Maydoni</Trans>, value: subject.realEstate?.area ?? null }),
                isFull ? mark('livingArea', { label: <Trans>Yashash maydoni</Trans>, value: subject.realEstate?.livingArea ?? null }) : null,
                isFull ? mark('rooms', { label: <Trans>Xonalar soni</Trans>, value: subject.realEstate?.rooms ?? null }) : null,
                mark('price', { label: <Trans>Narxi</Trans>, value: money(subject.price) }),
                isFull && subject.inventoryPrice ? mark('inventoryPrice', { label: <Trans>Baholangan qiymati</Trans>, value: money(subject.inventoryPrice) }) : null,
              ]
            : [
                mark('description', { label: <Trans>Tavsifi</Trans>, value: subject.description }),
                mark('sum', { label: <Trans>Summasi</Trans>, value: money(subject.sum ?? subject.price) }),
              ]
      }
    />
  );
}

/** The subject fields SubjectDetails shows as values; other marked fields are listed under the card. */
const SUBJECT_FIELDS_SHOWN = ['stateNumber', 'make', 'techPassport', 'bodyNumber', 'year', 'price', 'priceWords', 'cadastreNumber', 'address', 'area', 'description', 'sum'];

function SubjectCard({ subject, partPath }: { subject: ActSubject; partPath?: PartPath }) {
  const path = partPath?.(SUBJECT_PART[subject.kind], subject.id) ?? null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="subject-card" style={hasDefects(useDefectFields(), 'subject', subject.id) ? { borderColor: 'var(--mantine-color-red-8)' } : undefined}>
      <Title order={3} fz="md" mb="sm">
        {path ? (
          <Anchor component={Link} to={path} data-testid="subject-link">
            {subjectTitle(subject.kind)}
          </Anchor>
        ) : (
          subjectTitle(subject.kind)
        )}
      </Title>
      <SubjectDetails subject={subject} />
      <DefectNotes target="subject" targetId={subject.id} shown={SUBJECT_FIELDS_SHOWN} />
    </Card>
  );
}

function SubjectsTab({ uuid, partPath }: { uuid: string; partPath?: PartPath }) {
  const query = useActSubjects(uuid);
  return (
    <TabState query={query} empty={query.data?.length === 0}>
      <Stack gap="md">
        {(query.data ?? []).map((subject) => (
          <SubjectCard key={subject.id} subject={subject} partPath={partPath} />
        ))}
      </Stack>
    </TabState>
  );
}

function PrintTab({ uuid }: { uuid: string }) {
  const { t } = useLinguiMacro();
  const query = usePrintForm(uuid, true);
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data.blob) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  // Issue 15.3: the kiosk downloads nothing; the form is read in the page's viewer (without its toolbar).
  const isKiosk = useIsKiosk();
  return (
    <TabState query={query}>
      <Stack gap="sm">
        {isKiosk ? null : (
          <Group>
            <Button component="a" href={url ?? undefined} download={query.data?.fileName} leftSection={<IconFileText aria-hidden />} data-testid="print-download">
              <Trans>PDF faylni yuklab olish</Trans>
            </Button>
          </Group>
        )}
        {url ? <iframe src={viewerUrl(url, isKiosk)} title={t`Bosma shakl`} style={{ width: '100%', height: 720, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }} data-testid="print-frame" /> : null}
      </Stack>
    </TabState>
  );
}

function LinkedActsList({ acts, cardPath }: { acts: LinkedAct[]; cardPath: (uuid: string) => string }) {
  const typeName = useActTypeName();
  return (
    <Stack gap={4}>
      {acts.map((act) => (
        <Group key={act.id} gap="sm">
          <Anchor component={Link} to={cardPath(act.id)}>
            {typeName(act.typeId, act.name)}
          </Anchor>
          <Text size="sm" c="gray.7">
            {act.regnum ? `№ ${act.regnum}` : ''} {act.regdate ? formatDate(act.regdate) : ''}
          </Text>
          <ActStatusBadge status={act.status} />
        </Group>
      ))}
    </Stack>
  );
}

function ReferencesTab({ uuid, cardPath }: { uuid: string; cardPath: (uuid: string) => string }) {
  const query = useActReferences(uuid);
  const data = query.data;
  const encumbrances = (data?.registry ?? []).reduce((n, r) => n + r.encumbrances.length, 0);
  return (
    <TabState query={query} empty={data !== undefined && data.linked.length === 0 && data.referencing.length === 0 && data.registry.length === 0}>
      <Stack gap="md" data-testid="references">
        {data && data.linked.length > 0 ? (
          <Stack gap="xs">
            <Title order={3} fz="md">
              <Trans>Bog'liq harakatlar</Trans>
            </Title>
            <LinkedActsList acts={data.linked} cardPath={cardPath} />
          </Stack>
        ) : null}
        {data && data.referencing.length > 0 ? (
          <Stack gap="xs">
            <Title order={3} fz="md">
              <Trans>Ushbu harakatga asoslangan harakatlar</Trans>
            </Title>
            <LinkedActsList acts={data.referencing} cardPath={cardPath} />
          </Stack>
        ) : null}
        {data && data.registry.length > 0 ? (
          <Text size="sm">
            {encumbrances > 0 ? (
              <Trans>Davlat reyestrlari: obyektlarda {encumbrances} ta taqiq, hibs yoki jarima bor.</Trans>
            ) : (
              <Trans>Davlat reyestrlari: obyektlarda taqiq, hibs va jarimalar yo'q.</Trans>
            )}
          </Text>
        ) : null}
      </Stack>
    </TabState>
  );
}

function VideoTab({ uuid, conferencePath }: { uuid: string; conferencePath?: (uuid: string) => string }) {
  const query = useActVideo(uuid);
  const video = query.data;
  return (
    <TabState query={query}>
      <Stack gap="lg">
      {video && conferencePath && video.janusRoom !== undefined && !video.isInactive ? (
        <Group>
          <Button component={Link} to={conferencePath(uuid)} data-testid="join-conference">
            <Trans>Videokonferensiyaga kirish</Trans>
          </Button>
        </Group>
      ) : null}
      {video ? (
        <DetailList
          items={[
            { label: <Trans>Videokonferensiya sanasi va vaqti</Trans>, value: video.visitdate ? `${formatDate(video.visitdate)} ${formatTime(video.visittime)}` : null, testId: 'video-visit' },
            { label: <Trans>Xona</Trans>, value: video.room ?? null },
            { label: <Trans>Boshlangan vaqt</Trans>, value: formatDateTime(video.startedAt) },
            { label: <Trans>Tugagan vaqt</Trans>, value: formatDateTime(video.endedAt) },
            video.isInactive ? { label: <Trans>Holati</Trans>, value: <Trans>Videokonferensiya o'tkazib yuborildi, so'rov nofaol</Trans> } : null,
          ]}
        />
      ) : null}
      <VideoRecordings uuid={uuid} />
      </Stack>
    </TabState>
  );
}

function HistoryTab({ uuid }: { uuid: string }) {
  const { i18n } = useLingui();
  const notes = useActNotes(uuid);
  const audit = useActAudit(uuid);
  const actionLabel = (action: string) =>
    isActEvent(action) ? i18n._(EVENT_LABELS[action]) : Object.hasOwn(AUDIT_ACTION_LABELS, action) ? i18n._(AUDIT_ACTION_LABELS[action]!) : action;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} fz="md">
          <Trans>Izohlar</Trans>
        </Title>
        <TabState query={notes} empty={notes.data?.length === 0}>
          <Stack gap="xs" data-testid="notes">
            {(notes.data ?? []).map((note) => (
              <Card key={note.id} withBorder padding="sm" radius="md">
                <Text size="sm">{note.text}</Text>
                {note.history.length > 0 ? (
                  <Text size="xs" c="gray.7">
                    <Trans>Tahrirlangan: {note.history.length} marta</Trans>
                  </Text>
                ) : null}
              </Card>
            ))}
          </Stack>
        </TabState>
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="md">
          <Trans>O'zgarishlar tarixi</Trans>
        </Title>
        <TabState query={audit} empty={audit.data?.length === 0}>
          <Timeline bulletSize={14} lineWidth={2} data-testid="audit">
            {[...(audit.data ?? [])].reverse().map((entry) => (
              <Timeline.Item key={entry.seq} title={actionLabel(entry.action)}>
                <Text size="xs" c="gray.7">
                  {formatDateTime(entry.at)}
                  {entry.toStep !== null && entry.toStep !== entry.fromStep ? ` · ${entry.fromStep ?? '—'} → ${entry.toStep}` : ''}
                </Text>
                {entry.reason ? <Text size="sm">{entry.reason}</Text> : null}
              </Timeline.Item>
            ))}
          </Timeline>
        </TabState>
      </Stack>
    </Stack>
  );
}

function LiveIndicator({ status }: { status: LiveStatus }) {
  if (status !== 'reconnecting') return null;
  return (
    <Badge color="orange" c={READABLE_TEXT.orange} variant="light" data-testid="live-reconnecting">
      <Trans>Aloqa uzildi, tiklanmoqda…</Trans>
    </Badge>
  );
}

/**
 * What holds the act back now (acts-domain 5, 8): the first blocking rule
 * with its message and way out (./blocking). The notary's defects and the
 * expired visit time have their own panels (./defects, ./visit-time). An
 * inactive act says its conference was missed and what the parties do now.
 */
function ActNotices({ general, cardPath, onRecheck }: { general: ActGeneral; cardPath: (uuid: string) => string; onRecheck: () => void }) {
  if (!general.blockedBy) return null;
  // A final act shows nothing that holds it back, except why a missed conference made it inactive (issue 16.6).
  if (general.status !== 'active' && !(general.status === 'inactive' && general.blockedBy === 'video_conference_missed')) return null;
  return <BlockingNotice rule={general.blocking ?? { code: general.blockedBy }} actId={general.uuid} cardPath={cardPath} onRecheck={onRecheck} />;
}

export type ActCardScreenProps = {
  uuid: string;
  /** Where a linked act's card opens. */
  cardPath?: (uuid: string) => string;
  /** Where a party's or a subject's page opens (none by default). */
  partPath?: PartPath;
  /**
   * What the user may do now, in place of the card's own actions: the notary
   * console gives the notary's desk (issue 14), whose events need inputs
   * (defects, visit time, resolution file, blank) this card does not ask.
   */
  renderActions?: (general: ActGeneral) => ReactNode;
  /** The history tab's content in place of the card's own (the console's notes editor and audit verification). */
  renderHistory?: (uuid: string) => ReactNode;
  /** Where the act is edited (its wizard), offered with the notary's defects; none where the app has no editor. */
  editPath?: (uuid: string, isSimplified: boolean) => string;
  /** Where the act's video conference opens (issue 16.2), offered on the video tab once the notary opened the room. */
  conferencePath?: (uuid: string) => string;
};

/**
 * The act card (acts-domain 2 "Act card tabs"), shared by the citizen web
 * and the kiosk: the act's place on the nine-step bar, what this user may do
 * now (the machine's answer) and the tabs the API has data for; the tab is
 * in the address (?tab=). Live: another party's or the notary's change
 * refreshes it without a reload.
 */
export function ActCardScreen({ uuid, cardPath = (id) => `/enotarial_act/${id}`, partPath, renderActions, renderHistory, editPath, conferencePath }: ActCardScreenProps) {
  const { t } = useLinguiMacro();
  const typeName = useActTypeName();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const requestedTab: CardTab = (CARD_TABS as readonly string[]).includes(requested ?? '') ? (requested as CardTab) : 'general';
  const query = useActGeneral(uuid);
  const live = useActsLiveUpdates(uuid);

  if (query.isPending) return <Loader aria-label={t`Yuklanmoqda`} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" data-testid="act-card-error">
        <Trans>Notarial harakatni yuklab bo'lmadi.</Trans>
      </Alert>
    );
  const general = query.data;
  // Issue 13.5: an invited party who has not accepted sees the act's general tab and their answers only (the API keeps the rest).
  const hasJoined = general.actor !== 'party' || general.myInvitationStatus === 'accepted' || general.myInvitationStatus === 'exited';
  const tab: CardTab = !hasJoined || (requestedTab === 'video' && general.regtype !== 2) ? 'general' : requestedTab;
  const labels: Record<CardTab, string> = {
    general: t`Umumiy ma'lumot`,
    parties: t`Ishtirokchilar`,
    subjects: t`Obyektlar`,
    documents: t`Hujjatlar`,
    print: t`Bosma shakl`,
    payments: t`To'lovlar`,
    references: t`Ma'lumotnomalar`,
    result: t`Natija`,
    video: t`Videokonferensiya orqali ro'yxatdan o'tkazish`,
    history: t`Tarix`,
  };
  // acts-domain 2 "video-conference registration": only an act registered by video (regtype 2) has one.
  const tabs = CARD_TABS.filter((key) => (key !== 'video' || general.regtype === 2) && (hasJoined || key === 'general'));
  const isReturned = hasJoined && isReturnedWithDefects(general);
  const recheck = () => void query.refetch();
  return (
    <DefectsProvider fields={isReturned ? (general.defectFields ?? []) : []}>
    <Stack gap="lg" data-testid="act-card" data-live={live}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} fz="xl" data-testid="act-card-title">
            {typeName(general.typeId, general.name)}
          </Title>
          <Group gap="xs">
            <ActStatusBadge status={general.status} />
            {general.regnum ? (
              <Text size="sm" c="gray.7">
                № {general.regnum} · {formatDate(general.regdate)}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <LiveIndicator status={live} />
      </Group>
      {isReturned ? (
        <DefectsPanel
          general={general}
          editAction={
            editPath ? (
              <Button component={Link} to={editPath(general.uuid, general.isSimplified)} size="xs" variant="light" color="red.9" data-testid="defects-edit">
                <Trans>Harakatni tahrirlash</Trans>
              </Button>
            ) : null
          }
        />
      ) : null}
      <ActProgress step={general.step} status={general.status} />
      <ActNotices general={general} cardPath={cardPath} onRecheck={recheck} />
      <VisitTimePanel general={general} onRecheck={recheck} />
      {renderActions ? renderActions(general) : <ActActions general={general} />}
      {hasJoined ? null : (
        <Text size="sm" c="gray.7" data-testid="act-card-invitation-hint">
          <Trans>Taklifni qabul qilganingizdan so'ng notarial harakatning barcha tafsilotlari ochiladi.</Trans>
        </Text>
      )}
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          if (!value || value === 'general') next.delete('tab');
          else next.set('tab', value);
          setParams(next, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`card-tab-${key}`}>
              {labels[key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="general" pt="md">
          <Stack gap="lg">
            <GeneralTab general={general} />
            {/* Issue 13 part 2: the type's term blocks, editable while this user may edit the act. They read the
                parties and subjects, which an invited party sees only once joined (418 before, issue 13.5). */}
            {hasJoined ? <ActTermsBlock act={general} editable /> : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="parties" pt="md">
          <PartiesTab general={general} partPath={partPath} />
        </Tabs.Panel>
        <Tabs.Panel value="subjects" pt="md">
          <SubjectsTab uuid={uuid} partPath={partPath} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <DocumentsTab general={general} />
        </Tabs.Panel>
        <Tabs.Panel value="print" pt="md">
          <PrintTab uuid={uuid} />
        </Tabs.Panel>
        <Tabs.Panel value="payments" pt="md">
          <ActPaymentsPanel general={general} />
        </Tabs.Panel>
        <Tabs.Panel value="references" pt="md">
          <ReferencesTab uuid={uuid} cardPath={cardPath} />
        </Tabs.Panel>
        <Tabs.Panel value="result" pt="md">
          <ResultTab uuid={uuid} />
        </Tabs.Panel>
        {general.regtype === 2 ? (
          <Tabs.Panel value="video" pt="md">
            <VideoTab uuid={uuid} conferencePath={conferencePath} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="history" pt="md">
          {renderHistory ? renderHistory(uuid) : <HistoryTab uuid={uuid} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
    </DefectsProvider>
  );
}
