// /admin/users: every account, filtered by type, status, state and the days it joined, sorted
// and a page at a time — all on the server. The filters live in the address, so a filtered list
// can be shared, reloaded and returned to from an account's page.

import { Anchor, Select, TextInput } from '@mantine/core';
import { ADMIN_USER_ORDERINGS, STATES, USER_TYPES } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../components/AdminPage';
import { AdminQueue } from '../../components/queue/AdminQueue';
import { date, daysBackwards, option, sortedBy } from '../../components/queue/queueFilters';
import { useLastValid } from '../../components/queue/useLastValid';
import { useQueueFilters } from '../../components/queue/useQueueFilters';
import { stateOptions } from '../../forms/choices';
import { statusLabel } from '../../lib/format';
import { type AccountStatusFilter, firstUsersPage, USERS_PAGE_SIZE, useUsersPage } from './api';
import { useUserRows } from './UsersTable';

const STATUSES: AccountStatusFilter[] = ['active', 'pending', 'rejected', 'inactive'];

const FILTERS = {
  user_type: option('type', USER_TYPES),
  account_status: option('status', STATUSES),
  state: option(
    'state',
    STATES.map((s) => s.code),
  ),
  joined_from: date('from'),
  joined_to: date('to'),
  ordering: sortedBy('sort', ADMIN_USER_ORDERINGS, firstUsersPage.ordering),
};

export function AdminUsersPage() {
  const { t } = useTranslation();
  const q = useQueueFilters(FILTERS);
  // Days the wrong way round are said under the field, not asked.
  const backwards = daysBackwards(q.filter.joined_from, q.filter.joined_to);
  const page = useUsersPage(useLastValid({ ...firstUsersPage, ...q.filter }, !backwards, () => firstUsersPage));
  const rows = useUserRows();

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
      <AdminQueue
        {...rows}
        controls={q.controls}
        filtersLabel={t('adminUsers.filters')}
        filtersAlign="flex-start"
        filters={
          <>
            <Select
              label={t('adminUsers.type')}
              placeholder={t('adminUsers.anyType')}
              data={USER_TYPES.map((u) => ({ value: u, label: t(`roles.${u}`) }))}
              {...q.select('user_type')}
              clearable
              w={160}
            />
            <Select
              label={t('adminUsers.status')}
              placeholder={t('adminUsers.anyStatus')}
              data={STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
              {...q.select('account_status')}
              clearable
              w={160}
            />
            <Select
              label={t('adminUsers.state')}
              placeholder={t('adminUsers.anyState')}
              data={stateOptions()}
              {...q.select('state')}
              searchable
              clearable
              w={180}
            />
            <TextInput type="date" label={t('adminUsers.joinedFrom')} {...q.typing('joined_from')} max={q.shown.joined_to || undefined} w={160} />
            <TextInput
              type="date"
              label={t('adminUsers.joinedTo')}
              {...q.typing('joined_to')}
              min={q.shown.joined_from || undefined}
              error={backwards ? t('adminUsers.dateOrder') : null}
              w={160}
            />
            <Select
              label={t('adminUsers.sort')}
              data={ADMIN_USER_ORDERINGS.map((o) => ({ value: o, label: t(`adminUsers.orderings.${o}`) }))}
              {...q.select('ordering')}
              allowDeselect={false}
              w={180}
            />
          </>
        }
        clearLabel={t('adminUsers.clear')}
        query={page}
        pageSize={USERS_PAGE_SIZE}
        failed={t('adminUsers.failed')}
        empty={t('adminUsers.empty')}
        count={(count) => t('adminUsers.count', { count })}
        countTestId="users-count"
        pagesLabel={t('adminUsers.pages')}
      />
    </AdminPage>
  );
}
