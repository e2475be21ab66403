// /admin/users: every account, filtered by type, status, state and the days it joined, sorted
// and a page at a time — all on the server. The filters live in the address, so a filtered list
// can be shared, reloaded and returned to from an account's page.

import { Anchor, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { ADMIN_USER_ORDERINGS, type AdminUserOrdering, USER_TYPES, type UserType } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../components/ListPagination';
import { QueryBoundary } from '../../components/QueryBoundary';
import { stateOptions } from '../../forms/choices';
import { statusLabel } from '../../lib/format';
import { AdminPage } from '../admin/AdminPage';
import { type AccountStatusFilter, firstUsersPage, USERS_PAGE_SIZE, type UsersFilter, useUsersPage } from './api';
import { UsersTable } from './UsersTable';

const STATUSES: AccountStatusFilter[] = ['active', 'pending', 'rejected', 'inactive'];

/** The filter the address carries; anything it does not know is left at its default. */
function filterOf(params: URLSearchParams): UsersFilter {
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | null => {
    const v = params.get(key);
    return v && (allowed as readonly string[]).includes(v) ? (v as T) : null;
  };
  return {
    ...firstUsersPage,
    user_type: pick<UserType>('type', USER_TYPES),
    account_status: pick<AccountStatusFilter>('status', STATUSES),
    state: params.get('state') || null,
    joined_from: params.get('from') ?? '',
    joined_to: params.get('to') ?? '',
    ordering: pick<AdminUserOrdering>('sort', ADMIN_USER_ORDERINGS) ?? firstUsersPage.ordering,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function paramsOf(f: UsersFilter): URLSearchParams {
  const p = new URLSearchParams();
  if (f.user_type) p.set('type', f.user_type);
  if (f.account_status) p.set('status', f.account_status);
  if (f.state) p.set('state', f.state);
  if (f.joined_from) p.set('from', f.joined_from);
  if (f.joined_to) p.set('to', f.joined_to);
  if (f.ordering !== firstUsersPage.ordering) p.set('sort', f.ordering);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

export function AdminUsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const page = useUsersPage(filter);
  // A new filter starts again at the first page.
  const set = (changes: Partial<UsersFilter>) => setParams(paramsOf({ ...filter, ...changes, page: changes.page ?? 1 }), { replace: true });
  const filtered = paramsOf({ ...filter, page: 1, ordering: firstUsersPage.ordering }).toString() !== '';
  const pages = page.data ? Math.max(1, Math.ceil(page.data.count / USERS_PAGE_SIZE)) : 1;

  return (
    <AdminPage
      title={t('adminUsers.title')}
      description={t('adminUsers.description')}
      actions={
        <Anchor component={Link} to="/admin/users/search">
          {t('adminUsers.searchLink')}
        </Anchor>
      }
    >
      <Card withBorder padding="lg" component="section" aria-label={t('adminUsers.table')}>
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t('adminUsers.filters')}>
            <Select
              label={t('adminUsers.type')}
              placeholder={t('adminUsers.anyType')}
              data={USER_TYPES.map((u) => ({ value: u, label: t(`roles.${u}`) }))}
              value={filter.user_type}
              onChange={(v) => set({ user_type: v as UserType | null })}
              clearable
              w={160}
            />
            <Select
              label={t('adminUsers.status')}
              placeholder={t('adminUsers.anyStatus')}
              data={STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
              value={filter.account_status}
              onChange={(v) => set({ account_status: v as AccountStatusFilter | null })}
              clearable
              w={160}
            />
            <Select
              label={t('adminUsers.state')}
              placeholder={t('adminUsers.anyState')}
              data={stateOptions()}
              value={filter.state}
              onChange={(v) => set({ state: v })}
              searchable
              clearable
              w={180}
            />
            <TextInput
              type="date"
              label={t('adminUsers.joinedFrom')}
              value={filter.joined_from}
              max={filter.joined_to || undefined}
              onChange={(e) => set({ joined_from: e.currentTarget.value })}
              w={160}
            />
            <TextInput
              type="date"
              label={t('adminUsers.joinedTo')}
              value={filter.joined_to}
              min={filter.joined_from || undefined}
              onChange={(e) => set({ joined_to: e.currentTarget.value })}
              w={160}
            />
            <Select
              label={t('adminUsers.sort')}
              data={ADMIN_USER_ORDERINGS.map((o) => ({ value: o, label: t(`adminUsers.orderings.${o}`) }))}
              value={filter.ordering}
              onChange={(v) => set({ ordering: (v as AdminUserOrdering | null) ?? firstUsersPage.ordering })}
              allowDeselect={false}
              w={180}
            />
            {filtered && (
              <Button variant="subtle" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                {t('adminUsers.clear')}
              </Button>
            )}
          </Group>
          <QueryBoundary query={page} failed={t('adminUsers.failed')} empty={t('adminUsers.empty')} pick={(p) => p.results}>
            {(users) => (
              <Stack gap="sm">
                <Text size="sm" c="dimmed" aria-live="polite" data-testid="users-count">
                  {t('adminUsers.count', { count: page.data?.count ?? users.length })}
                </Text>
                <UsersTable users={users} />
                {pages > 1 && (
                  <ListPagination total={pages} value={filter.page} onChange={(p) => set({ page: p })} mx="auto" aria-label={t('adminUsers.pages')} />
                )}
              </Stack>
            )}
          </QueryBoundary>
        </Stack>
      </Card>
    </AdminPage>
  );
}
