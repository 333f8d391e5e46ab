import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Modal, NativeSelect, NumberInput, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AdminNotaryListQuery, LICENSE_STATUSES, type LicenseStatus } from '@notary/domain/contracts';
import { urlParam, useUrlFilters, useUrlSearchText } from '@notary/ui/forms';
import { formatDate } from '@notary/ui/format';
import { Page } from '@notary/ui/layout';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminNotaries, useAdminOffices, usePatchAdminNotary, type AdminNotary, type AdminOffice } from '../api/admin-notaries.ts';

const PAGE_SIZE = 20;

const LICENSE_LABELS: Record<LicenseStatus, MessageDescriptor> = {
  active: msg`Amalda`,
  terminated: msg`To'xtatilgan`,
  cancelled: msg`Bekor qilingan`,
};

const NOTARIES_PARAMS = {
  search: urlParam.text(100),
  page: urlParam.id(),
  licenseStatus: AdminNotaryListQuery.entries.licenseStatus,
  officeId: AdminNotaryListQuery.entries.officeId,
};

type Localised = { oz: string; uz: string; ru: string };
const inLocale = (value: Localised, locale: string) => value[locale as keyof Localised] ?? value.oz;

/** Changes one notary's licence status, office and the ministry's rating. */
function EditNotaryModal({ notary, offices, onClose }: { notary: AdminNotary; offices: AdminOffice[]; onClose: () => void }) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const patch = usePatchAdminNotary();
  const [licenseStatus, setLicenseStatus] = useState<LicenseStatus>(notary.licenseStatus);
  const [officeId, setOfficeId] = useState(notary.officeId);
  const [rating, setRating] = useState<number | string>(notary.ministryRating);
  const ratingValue = typeof rating === 'number' ? rating : Number.parseFloat(rating);
  const isRatingValid = Number.isFinite(ratingValue) && ratingValue >= 0 && ratingValue <= 5;
  const save = () =>
    patch.mutate(
      {
        id: notary.id,
        patch: {
          ...(licenseStatus !== notary.licenseStatus && { licenseStatus }),
          ...(officeId !== notary.officeId && { officeId }),
          ...(ratingValue !== notary.ministryRating && { ministryRating: ratingValue }),
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t`Notarius ma'lumotlari saqlandi`, autoClose: 4000 });
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={notary.fullName} centered size="lg">
      <Stack gap="md">
        <NativeSelect
          label={t`Litsenziya holati`}
          value={licenseStatus}
          onChange={(event) => setLicenseStatus(event.currentTarget.value as LicenseStatus)}
          data={LICENSE_STATUSES.map((s) => ({ value: s, label: i18n._(LICENSE_LABELS[s]) }))}
          data-testid="admin-notary-license"
        />
        {licenseStatus !== 'active' ? (
          <Text size="sm" c="orange.9">
            <Trans>Litsenziyasi amalda bo'lmagan notarius elektron navbatda va avtomatik tanlovda ko'rsatilmaydi.</Trans>
          </Text>
        ) : null}
        <NativeSelect
          label={t`Notarial idora`}
          value={officeId}
          onChange={(event) => setOfficeId(event.currentTarget.value)}
          data={offices.map((o) => ({ value: o.id, label: inLocale(o.name, i18n.locale) }))}
          data-testid="admin-notary-office"
        />
        <NumberInput
          label={t`Vazirlik reytingi (0–5)`}
          min={0}
          max={5}
          step={0.1}
          decimalScale={2}
          value={rating}
          onChange={setRating}
          error={isRatingValid ? undefined : t`Reyting 0 dan 5 gacha`}
          data-testid="admin-notary-rating"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Bekor qilish</Trans>
          </Button>
          <Button onClick={save} loading={patch.isPending} disabled={!isRatingValid} data-testid="admin-notary-save">
            <Trans>Saqlash</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Administration (issue 14): notaries with licence status, office and ratings, and the user linked to each. */
export function AdminNotariesPage() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [params, setParams] = useUrlFilters(NOTARIES_PARAMS);
  const page = params.page ?? 1;
  const [search, setSearch] = useUrlSearchText(
    params.search ?? '',
    (typed) => setParams((current) => ({ ...current, search: typed, page: (current.search ?? '') === typed ? current.page : undefined }), { replace: true }),
    350,
  );
  const notaries = useAdminNotaries({ page, size: PAGE_SIZE, search: params.search, licenseStatus: params.licenseStatus, officeId: params.officeId });
  const offices = useAdminOffices();
  const [editing, setEditing] = useState<AdminNotary | null>(null);
  const pages = notaries.data ? Math.max(1, Math.ceil(notaries.data.total / PAGE_SIZE)) : 1;
  const setFilter = (key: 'licenseStatus' | 'officeId', value: string) => setParams((current) => ({ ...current, [key]: value || undefined, page: undefined }));

  return (
    <Page title={<Trans>Notariuslar va idoralar</Trans>}>
      <Group align="flex-end" gap="md">
        <TextInput label={t`Qidirish`} placeholder={t`F.I.Sh. yoki litsenziya raqami`} value={search} onChange={(event) => setSearch(event.currentTarget.value)} miw={280} data-testid="admin-notaries-search" />
        <NativeSelect
          label={t`Litsenziya holati`}
          value={params.licenseStatus ?? ''}
          onChange={(event) => setFilter('licenseStatus', event.currentTarget.value)}
          data={[{ value: '', label: t`Barchasi` }, ...LICENSE_STATUSES.map((s) => ({ value: s, label: i18n._(LICENSE_LABELS[s]) }))]}
          data-testid="admin-notaries-license"
        />
        <NativeSelect
          label={t`Notarial idora`}
          value={params.officeId ?? ''}
          onChange={(event) => setFilter('officeId', event.currentTarget.value)}
          data={[{ value: '', label: t`Barcha idoralar` }, ...(offices.data ?? []).map((o) => ({ value: o.id, label: `${inLocale(o.name, i18n.locale)} (${o.notaries})` }))]}
          maw={360}
          data-testid="admin-notaries-office"
        />
      </Group>
      {notaries.isError ? (
        <Alert color="red" variant="light">
          <Trans>Notariuslar ro'yxatini yuklab bo'lmadi</Trans>
        </Alert>
      ) : (
        <Card padding={0} radius="lg" withBorder>
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped data-testid="admin-notaries-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Notarius</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Litsenziya</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Notarial idora</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Reyting</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Foydalanuvchi</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Amal</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {notaries.data?.items.map((n) => (
                  <Table.Tr key={n.id} data-testid="admin-notaries-row">
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {n.fullName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2} align="flex-start">
                        <Text size="sm" ff="monospace">
                          {n.licenseNumber} · {formatDate(n.licenseDate)}
                        </Text>
                        {/* The status whole (a badge's label is cut to an ellipsis in a narrow cell); its date beside it. */}
                        <Badge variant="light" color={n.licenseStatus === 'active' ? 'teal' : 'red'} styles={{ root: { overflow: 'visible', maxWidth: 'none' }, label: { overflow: 'visible', textOverflow: 'clip' } }}>
                          {i18n._(LICENSE_LABELS[n.licenseStatus])}
                        </Badge>
                        {n.licenseStatusDate ? (
                          <Text size="xs" c="dimmed">
                            {formatDate(n.licenseStatusDate)}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{inLocale(n.office, i18n.locale)}</Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">
                        <Trans>Vazirlik: {n.ministryRating.toFixed(2)}</Trans>
                      </Text>
                      <Text size="sm">
                        <Trans>
                          Mijozlar: {n.clientRating.toFixed(2)} ({n.reviewsCount})
                        </Trans>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {n.user ? (
                        <Text component={Link} to={`/admin/users/${n.user.id}`} size="sm" c="blue.9">
                          {n.user.fullname}
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          <Trans>bog'lanmagan</Trans>
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => setEditing(n)} disabled={!offices.data} data-testid="admin-notaries-edit">
                        <Trans>O'zgartirish</Trans>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {notaries.data && notaries.data.items.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" ta="center" py="lg">
                        <Trans>Notariuslar topilmadi</Trans>
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination value={page} onChange={(next) => setParams((current) => ({ ...current, page: next }))} total={pages} />
        </Group>
      ) : null}
      {editing && offices.data ? <EditNotaryModal notary={editing} offices={offices.data} onClose={() => setEditing(null)} /> : null}
    </Page>
  );
}
