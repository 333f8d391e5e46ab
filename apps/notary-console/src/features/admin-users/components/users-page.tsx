import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Badge, Card, Group, NativeSelect, Pagination, Table, Text, TextInput } from '@mantine/core';
import { AdminUserListQuery } from '@notary/domain/contracts';
import { urlParam, useUrlFilters, useUrlSearchText } from '@notary/ui/forms';
import { formatDate } from '@notary/ui/format';
import { Page } from '@notary/ui/layout';
import { Link, useNavigate } from 'react-router';
import { ADMIN_ROLES, useAdminUsers, USER_STATE } from '../api/admin-users.ts';
import { ROLE_LABELS } from './role-labels.ts';

const PAGE_SIZE = 20;

/** The search and the page live in the URL (back/forward, a reload and a shared link keep them). */
const USERS_PARAMS = {
  search: urlParam.text(120),
  page: urlParam.id(),
  // The filters with the API's own query schema (GET /api/admin/users).
  role: AdminUserListQuery.entries.role,
  state: AdminUserListQuery.entries.state,
  deleted: AdminUserListQuery.entries.deleted,
};

/** Administration (issue 14): the users of the portal, searchable by name, personal number or passport, filtered by role, state and deletion. */
export function UsersPage() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const navigate = useNavigate();
  const [params, setParams] = useUrlFilters(USERS_PARAMS);
  const page = params.page ?? 1;
  const setPage = (next: number) => setParams((current) => ({ ...current, page: next }));
  // The search is written to the URL once typing pauses, back to the first page when it changed.
  const [search, setSearch] = useUrlSearchText(
    params.search ?? '',
    (typed) => setParams((current) => ({ ...current, search: typed, page: (current.search ?? '') === typed ? current.page : undefined }), { replace: true }),
    350,
  );
  const { data, isPending, isError } = useAdminUsers({ page, size: PAGE_SIZE, search: params.search ?? '', role: params.role, state: params.state, deleted: params.deleted });
  // A filter changed: back to the first page.
  const setFilter = (key: 'role' | 'state' | 'deleted', value: string) => setParams((current) => ({ ...current, [key]: value || undefined, page: undefined }));
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Page title={<Trans>Foydalanuvchilar</Trans>}>
      <Group align="flex-end" gap="md">
        <TextInput
          label={t`Qidirish`}
          placeholder={t`F.I.Sh., JShShIR yoki pasport bo'yicha qidirish`}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          miw={320}
          data-testid="admin-users-search"
        />
        <NativeSelect
          label={t`Rol`}
          value={params.role ?? ''}
          onChange={(event) => setFilter('role', event.currentTarget.value)}
          data={[{ value: '', label: t`Barcha rollar` }, ...ADMIN_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]!) }))]}
          data-testid="admin-users-role"
        />
        <NativeSelect
          label={t`Holati`}
          value={params.state ?? ''}
          onChange={(event) => setFilter('state', event.currentTarget.value)}
          data={[
            { value: '', label: t`Barchasi` },
            { value: '1', label: t`Faol` },
            { value: '2', label: t`Bloklangan` },
          ]}
          data-testid="admin-users-state"
        />
        <NativeSelect
          label={t`O'chirilganlar`}
          value={params.deleted ?? ''}
          onChange={(event) => setFilter('deleted', event.currentTarget.value)}
          data={[
            { value: '', label: t`Barchasi` },
            { value: 'false', label: t`O'chirilmaganlar` },
            { value: 'true', label: t`Faqat o'chirilganlar` },
          ]}
          data-testid="admin-users-deleted"
        />
      </Group>
      {data ? (
        <Text size="sm" c="dimmed" data-testid="admin-users-total">
          <Trans>Topildi: {data.total}</Trans>
        </Text>
      ) : null}
      {isError ? (
        <Alert color="red">
          <Trans>Foydalanuvchilar ro'yxatini yuklab bo'lmadi</Trans>
        </Alert>
      ) : (
        <Card padding={0} radius="lg" withBorder>
          <Table.ScrollContainer minWidth={760}>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid="admin-users-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>F.I.Sh.</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>JShShIR</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Pasport</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Rollar</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Holati</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Ro'yxatdan o'tgan</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {isPending ? (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" ta="center" py="lg">
                        <Trans>Yuklanmoqda…</Trans>
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : data && data.items.length > 0 ? (
                  data.items.map((user) => (
                    <Table.Tr key={user.id} style={{ cursor: 'pointer' }} onClick={() => void navigate(`/admin/users/${user.id}`)} data-testid="admin-users-row">
                      <Table.Td>
                        <Text component={Link} to={`/admin/users/${user.id}`} fw={600} c="blue.8" td="none">
                          {user.fullname || [user.surname, user.name, user.lastname].filter(Boolean).join(' ')}
                        </Text>
                      </Table.Td>
                      <Table.Td ff="monospace">{user.pin}</Table.Td>
                      <Table.Td ff="monospace">{[user.passserial, user.passnum].filter(Boolean).join(' ')}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {user.roles.map((role) => (
                            <Badge key={role} variant="light" color={role === 'admin' ? 'grape' : role === 'notary' ? 'teal' : 'blue'}>
                              {ROLE_LABELS[role] ? i18n._(ROLE_LABELS[role]) : role}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {Number(user.isdeleted) === 1 ? (
                          <Badge color="gray">
                            <Trans>O'chirilgan</Trans>
                          </Badge>
                        ) : user.state === USER_STATE.blocked ? (
                          <Badge color="red">
                            <Trans>Bloklangan</Trans>
                          </Badge>
                        ) : (
                          <Badge color="teal" variant="light">
                            <Trans>Faol</Trans>
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{formatDate(user.instime)}</Table.Td>
                    </Table.Tr>
                  ))
                ) : (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" ta="center" py="lg">
                        <Trans>Foydalanuvchilar topilmadi</Trans>
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination value={page} onChange={setPage} total={pages} />
        </Group>
      ) : null}
    </Page>
  );
}
