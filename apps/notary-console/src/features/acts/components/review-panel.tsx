import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Checkbox, Group, Loader, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import type { ActGeneral, RegistryFacts } from '@notary/domain/contracts';
import { PARTY_ROLE_LABELS, READABLE_TEXT } from '@notary/ui/acts';
import { errorMessage } from '@notary/ui/errors';
import { formatDate, formatSom } from '@notary/ui/format';
import { useState } from 'react';
import { useRegistryFacts, useSetFreeOfCharge } from '../api/desk-api.ts';

function EncumbranceKind({ kind }: { kind: 'ban' | 'arrest' | 'restraint' | 'fine' }) {
  const { t } = useLinguiMacro();
  const labels = { ban: t`Taqiq`, arrest: t`Hibs`, restraint: t`Cheklov`, fine: t`Jarima` };
  return <>{labels[kind]}</>;
}

function money(amount: string | null): string {
  if (amount === null) return '—';
  const n = Number(amount);
  return Number.isFinite(n) ? formatSom(n) : amount;
}

/** The rules' shortcomings first (acts-domain 4 "Shortcomings are shown first"), each in the catalogue's words. */
export function Shortcomings({ facts }: { facts: RegistryFacts }) {
  if (facts.shortcomings.length === 0)
    return (
      <Alert color="green" variant="light" data-testid="shortcomings-none">
        <Trans>Qoidalar bo'yicha kamchilik topilmadi.</Trans>
      </Alert>
    );
  return (
    <Alert color="red" variant="light" title={<Trans>Kamchiliklar</Trans>} data-testid="shortcomings">
      <Stack gap={4} component="ul" style={{ margin: 0, paddingLeft: 18 }}>
        {facts.shortcomings.map((s, i) => (
          <li key={`${s.code}-${i}`} data-testid="shortcoming">
            {errorMessage(s.code) ?? s.code}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}

function PartiesFacts({ facts }: { facts: RegistryFacts }) {
  const { i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" data-testid="facts-parties">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Ishtirokchi</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>FHDYo reyestri</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Pasport</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Majburiy ijro qarzlari</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {facts.parties.map((p) => (
            <Table.Tr key={p.partyId} data-testid="facts-party">
              <Table.Td>
                <Text fw={600} size="sm">
                  {p.fullname}
                </Text>
                <Text size="xs" c="gray.7">
                  {p.role in PARTY_ROLE_LABELS ? i18n._(PARTY_ROLE_LABELS[p.role as keyof typeof PARTY_ROLE_LABELS]) : p.role} · {p.pin ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                {p.civil ? (
                  <Stack gap={2}>
                    <Text size="sm">{p.civil.fullname}</Text>
                    <Text size="xs" c="gray.7">
                      <Trans>Tug'ilgan: {formatDate(p.civil.birthDate)}</Trans>
                    </Text>
                    {p.civil.deathDate ? (
                      <Badge color="red" c={READABLE_TEXT.red} variant="light">
                        <Trans>Vafot etgan: {formatDate(p.civil.deathDate)}</Trans>
                      </Badge>
                    ) : null}
                    {p.civil.isPersonalDataVerified ? null : (
                      <Text size="xs" c={READABLE_TEXT.orange}>
                        <Trans>Shaxsiy ma'lumotlar tasdiqlanmagan</Trans>
                      </Text>
                    )}
                    {p.civil.isPhoneActive ? null : (
                      <Text size="xs" c={READABLE_TEXT.orange}>
                        <Trans>Faol telefon raqami yo'q</Trans>
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Text size="sm" c="gray.7">
                    <Trans>Reyestrda topilmadi</Trans>
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{p.civil?.document ?? '—'}</Table.Td>
              <Table.Td>
                {p.debts.length === 0 ? (
                  <Text size="sm" c="gray.7">
                    <Trans>Yo'q</Trans>
                  </Text>
                ) : (
                  p.debts.map((d) => (
                    <Text key={d.id} size="sm" c={READABLE_TEXT.red}>
                      {money(d.outstanding)} {d.document ? `(${d.document})` : ''}
                    </Text>
                  ))
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SubjectsFacts({ facts }: { facts: RegistryFacts }) {
  if (facts.subjects.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="facts-subjects">
      {facts.subjects.map((s) => (
        <Card key={s.subjectId} withBorder padding="sm" radius="md" data-testid="facts-subject">
          {'vehicle' in s ? (
            s.vehicle ? (
              <Text size="sm">
                <Trans>
                  Transport reyestri: {s.vehicle.make}, {s.vehicle.stateNumber}, texpasport {s.vehicle.techPassportSeries} {s.vehicle.techPassportNumber}, {s.vehicle.year ?? '—'} yil
                </Trans>
              </Text>
            ) : (
              <Text size="sm" c={READABLE_TEXT.orange}>
                <Trans>Transport vositasi reyestrda topilmadi</Trans>
              </Text>
            )
          ) : s.property ? (
            <Text size="sm">
              <Trans>
                Kadastr: {s.property.cadastreNumber}, {s.property.address}, {s.property.area ?? '—'} m²
              </Trans>
            </Text>
          ) : (
            <Text size="sm" c={READABLE_TEXT.orange}>
              <Trans>Ko'chmas mulk kadastrda topilmadi</Trans>
            </Text>
          )}
          {s.encumbrances.length === 0 ? (
            <Text size="xs" c="gray.7">
              <Trans>Taqiq, hibs, cheklov va jarimalar yo'q</Trans>
            </Text>
          ) : (
            s.encumbrances.map((e) => (
              <Text key={e.id} size="sm" c={READABLE_TEXT.red} data-testid="facts-encumbrance">
                <EncumbranceKind kind={e.kind} />: {e.documentName ?? ''} {e.documentNumber ?? ''} {e.organisation ?? ''} {e.amount ? money(e.amount) : ''}
              </Text>
            ))
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** acts-domain 3 "free-of-charge flag and reason": the notary sets it while checking (the invoices then are waived). */
function FreeOfCharge({ general }: { general: ActGeneral }) {
  const { t } = useLinguiMacro();
  const save = useSetFreeOfCharge(general.uuid);
  const [isFree, setIsFree] = useState(general.isFree);
  const [reason, setReason] = useState(general.freeReason ?? '');
  const changed = isFree !== general.isFree || (isFree && reason.trim() !== (general.freeReason ?? ''));
  return (
    <Stack gap="xs" data-testid="free-of-charge">
      <Checkbox label={t`Bepul (davlat boji va notarius haqi olinmaydi)`} checked={isFree} onChange={(e) => setIsFree(e.currentTarget.checked)} />
      {isFree ? <Textarea label={t`Imtiyoz asosi`} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={1} maxLength={1000} /> : null}
      {changed ? (
        <Group>
          <Button size="xs" variant="light" loading={save.isPending} disabled={isFree && reason.trim() === ''} onClick={() => save.mutate({ isFree, freeReason: isFree ? reason.trim() : null })}>
            <Trans>Saqlash</Trans>
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * Issue 14.2: the review of an act sent for check: the rules' shortcomings
 * first, then what the civil registry, the enforcement bureau, the vehicle
 * registry and the cadastre say of its parties and subjects.
 */
export function ReviewPanel({ general }: { general: ActGeneral }) {
  const { t } = useLinguiMacro();
  const facts = useRegistryFacts(general.uuid);
  return (
    <Card withBorder radius="lg" padding="md" data-testid="review-panel">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <Trans>Tekshiruv</Trans>
        </Title>
        {facts.isPending ? (
          <Loader size="sm" aria-label={t`Yuklanmoqda`} />
        ) : facts.isError ? (
          <Alert color="red" variant="light">
            <Trans>Reyestr ma'lumotlarini yuklab bo'lmadi.</Trans>
          </Alert>
        ) : (
          <>
            <Shortcomings facts={facts.data} />
            {facts.data.isCivilRegistryConfigured ? null : (
              <Text size="sm" c={READABLE_TEXT.orange}>
                <Trans>FHDYo reyestri ulanmagan: shaxslar tekshirilmadi.</Trans>
              </Text>
            )}
            <PartiesFacts facts={facts.data} />
            <SubjectsFacts facts={facts.data} />
          </>
        )}
        <FreeOfCharge general={general} />
      </Stack>
    </Card>
  );
}

