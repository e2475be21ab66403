// /admin/users/search: one box that finds an account by name, username, email or phone number,
// searched on the server (its % and _ taken literally), a page at a time. The words searched stay
// in the address (?q=), so the browser's Back returns to the same results.

import { Anchor, Card, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminPage } from '../../components/AdminPage';
import { ListPagination } from '../../components/ListPagination';
import { QueryBoundary } from '../../components/QueryBoundary';
import { firstUsersPage, USERS_PAGE_SIZE, useUsersPage } from './api';
import { UsersTable } from './UsersTable';

/** Fewer letters than this would list almost everyone: the list page is for that. */
const MIN_SEARCH = 2;

export function AdminUserSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const page = Math.max(1, Number(params.get('page')) || 1);
  useEffect(() => {
    if ((params.get('q') ?? '') !== debounced) setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, params, setParams]);
  const q = params.get('q') ?? '';
  const ready = q.length >= MIN_SEARCH;
  const results = useUsersPage({ ...firstUsersPage, search: q, page }, ready);
  const pages = results.data ? Math.max(1, Math.ceil(results.data.count / USERS_PAGE_SIZE)) : 1;

  return (
    <AdminPage
      title={t('adminUsers.searchTitle')}
      description={t('adminUsers.searchDescription')}
      actions={
        <Anchor component={Link} to="/admin/users">
          {t('adminUsers.listLink')}
        </Anchor>
      }
    >
      <Card withBorder padding="lg" component="section" aria-label={t('adminUsers.searchTitle')}>
        <Stack gap="md">
          <TextInput
            label={t('adminUsers.searchBox')}
            description={t('adminUsers.searchHint')}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={100}
            maw={420}
            data-autofocus
          />
          {ready && (
            <QueryBoundary query={results} failed={t('adminUsers.failed')} empty={t('adminUsers.searchEmpty')} pick={(p) => p.results}>
              {(users) => (
                <Stack gap="sm">
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {t('adminUsers.count', { count: results.data?.count ?? users.length })}
                  </Text>
                  <UsersTable users={users} />
                  {pages > 1 && (
                    <ListPagination
                      total={pages}
                      value={page}
                      onChange={(p) => setParams({ q, page: String(p) }, { replace: true })}
                      mx="auto"
                      aria-label={t('adminUsers.pages')}
                    />
                  )}
                </Stack>
              )}
            </QueryBoundary>
          )}
        </Stack>
      </Card>
    </AdminPage>
  );
}
