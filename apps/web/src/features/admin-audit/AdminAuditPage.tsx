// /admin/audit: the admin's search of the whole audit trail (DOMAIN.md "Audit") — who did what to
// which record or account, when and from where — filtered by actor, patient, record type and
// number, action and days, newest first, a page at a time. The filters are the address's, so an
// account's page links here already filtered; the form edits them and searches on submit.

import { Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@naijacare/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../components/AdminPage';
import { ListPagination } from '../../components/ListPagination';
import { QueryBoundary } from '../../components/QueryBoundary';
import { whenText } from '../../lib/format';
import { AUDIT_FILTERS, AUDIT_PAGE_SIZE, type AuditFilter, auditFilterOf, useAuditSearch } from './api';

type Draft = Record<(typeof AUDIT_FILTERS)[number], string>;
const draftOf = (f: AuditFilter): Draft => Object.fromEntries(AUDIT_FILTERS.map((k) => [k, f[k] ?? ''])) as Draft;

export function AdminAuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = auditFilterOf(params);
  const search = useAuditSearch(filter);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filter));
  // A link followed from elsewhere (an account's page) refills the form.
  const key = params.toString();
  useEffect(() => setDraft(draftOf(auditFilterOf(new URLSearchParams(key)))), [key]);
  const field = (k: keyof Draft) => ({
    value: draft[k],
    onChange: (e: { currentTarget: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.currentTarget.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const k of AUDIT_FILTERS) if (draft[k].trim()) next.set(k, draft[k].trim());
    setParams(next);
  };
  const pages = search.data ? Math.max(1, Math.ceil(search.data.count / AUDIT_PAGE_SIZE)) : 1;
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <AdminPage title={t('adminAudit.title')} description={t('adminAudit.description')}>
      <Card withBorder padding="lg" component="section" aria-label={t('adminAudit.table')}>
        <Stack gap="md">
          <form onSubmit={submit} aria-label={t('adminAudit.search')}>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput label={t('adminAudit.actor')} inputMode="numeric" w={150} {...field('actor')} />
              <TextInput label={t('adminAudit.patient')} inputMode="numeric" w={170} {...field('patient')} />
              <Select
                label={t('adminAudit.entityType')}
                data={AUDIT_ENTITY_TYPES.map((e) => ({ value: e, label: t(`adminAudit.entities.${e}`) }))}
                value={draft.entity_type || null}
                onChange={(v) => setDraft((d) => ({ ...d, entity_type: v ?? '' }))}
                clearable
                w={180}
              />
              <TextInput label={t('adminAudit.entityId')} w={130} {...field('entity_id')} />
              <Select
                label={t('adminAudit.action')}
                placeholder={t('adminAudit.anyAction')}
                data={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`adminAudit.actions.${a}`) }))}
                value={draft.action || null}
                onChange={(v) => setDraft((d) => ({ ...d, action: v ?? '' }))}
                clearable
                w={180}
              />
              <TextInput type="date" label={t('adminAudit.dateFrom')} w={160} {...field('date_from')} />
              <TextInput type="date" label={t('adminAudit.dateTo')} w={160} {...field('date_to')} />
              <Button type="submit">{t('adminAudit.search')}</Button>
              {key !== '' && (
                <Button variant="subtle" onClick={() => setParams(new URLSearchParams())}>
                  {t('adminAudit.clear')}
                </Button>
              )}
            </Group>
          </form>
          <QueryBoundary query={search} failed={t('adminAudit.failed')} empty={t('adminAudit.empty')} pick={(p) => p.results}>
            {(entries) => (
              <Stack gap="sm">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('adminAudit.count', { count: search.data?.count ?? entries.length })}
                </Text>
                <Table.ScrollContainer minWidth={900}>
                  <Table verticalSpacing="sm" aria-label={t('adminAudit.table')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('adminAudit.when')}</Table.Th>
                        <Table.Th>{t('adminAudit.who')}</Table.Th>
                        <Table.Th>{t('adminAudit.what')}</Table.Th>
                        <Table.Th>{t('adminAudit.record')}</Table.Th>
                        <Table.Th>{t('adminAudit.reason')}</Table.Th>
                        <Table.Th>{t('adminAudit.from')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {entries.map((e) => (
                        <Table.Tr key={e.id} data-testid="audit-entry">
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>{whenText(e.created_at)}</Table.Td>
                          <Table.Td>
                            <Text size="sm">{e.actor_name}</Text>
                            <Text size="xs" c="dimmed">
                              {t(`roles.${e.actor_role}`, { defaultValue: e.actor_role })}
                              {e.actor_user_id !== null && ` · #${e.actor_user_id}`}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            {e.detail
                              ? t(`adminAudit.decisions.${e.entity_type}.${e.detail}`, { defaultValue: e.detail })
                              : t(`adminAudit.actions.${e.action}`)}
                          </Table.Td>
                          <Table.Td>
                            {t(`adminAudit.entities.${e.entity_type}`, { defaultValue: e.entity_type })}
                            {e.entity_id && ` #${e.entity_id}`}
                          </Table.Td>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.reason ?? ''}</Table.Td>
                          <Table.Td>
                            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                              {e.ip}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {pages > 1 && <ListPagination total={pages} value={filter.page} onChange={goTo} mx="auto" aria-label={t('adminAudit.pages')} />}
              </Stack>
            )}
          </QueryBoundary>
        </Stack>
      </Card>
    </AdminPage>
  );
}
