import { Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { AccessLogEntry } from '@naijacare/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ListPagination';
import { QueryBoundary } from '../../components/QueryBoundary';
import { type StackedColumn, StackedTable } from '../../components/StackedTable';
import { translateDynamic } from '../../i18n/i18n';
import { dateText, whenText } from '../../lib/format';
import { relativeTime } from '../../lib/relativeTime';
import { ACCESS_LOG_PAGE_SIZE, myHealthQueries } from './api';

/**
 * The entry in the patient's words: "Opened your prescription “Amoxicillin” of 24 Nov 2026",
 * "Downloaded the file “scan.pdf” of your lab result of 2 Nov 2026", "Opened your health profile",
 * "Opened your records" (a page of them), "Opened the list of files of your lab result “FBC” of 2 Nov 2026".
 * Never an internal id.
 */
export function whatText(entry: Pick<AccessLogEntry, 'action' | 'about' | 'actor_role'>): string {
  const { about } = entry;
  if (about.kind === 'hospital_access') return accessText(entry);
  const verb = translateDynamic(`myHealth.log.action.${entry.action}`, entry.action);
  const noun = (key: string) => translateDynamic(`myHealth.log.thing.${key}`, key.replace(/_/g, ' '));
  const date = dateText(about.record_date);
  if (about.kind === 'attachment' && about.file_name && about.record_type && date)
    return translateDynamic('myHealth.log.sentence.file', '', { verb, file: about.file_name, thing: noun(about.record_type), date });
  if (about.kind === 'record_files' && about.record_type && date)
    return translateDynamic('myHealth.log.sentence.files', '', { verb, thing: noun(about.record_type), title: about.record_title ?? '', date });
  if (about.kind === 'record' && about.record_type && date)
    return translateDynamic('myHealth.log.sentence.titled', '', { verb, thing: noun(about.record_type), title: about.record_title ?? '', date });
  const thing = about.kind === 'other' ? 'other' : about.kind;
  return translateDynamic('myHealth.log.sentence.plain', '', { verb, thing: noun(thing) });
}

/** The patient's own grants and revocations, the hospital's and an admin's, said from the patient's side. */
const ACCESS_SENTENCES: Record<string, string> = {
  'grant:patient': 'accessGrantedByYouTo',
  'revoke:patient': 'accessEndedByYouFor',
  'revoke:hospital': 'accessEndedByHospital',
  'revoke:admin': 'accessEndedByAdmin',
};

/**
 * A hospital's access granted or ended. The patient's own entries name the hospital in the sentence
 * (Who is the patient); the others have the hospital in the Who column, so the sentence says who acted.
 */
function accessText(entry: Pick<AccessLogEntry, 'action' | 'actor_role' | 'about'>): string {
  const key = ACCESS_SENTENCES[`${entry.action}:${entry.actor_role}`];
  const hospital = entry.about.hospital_name;
  if (key && (entry.actor_role !== 'patient' || hospital)) return translateDynamic(`myHealth.log.sentence.${key}`, '', { hospital });
  return entry.action === 'revoke'
    ? translateDynamic('myHealth.log.sentence.accessRevoke', 'Hospital access to your record ended')
    : translateDynamic('myHealth.log.sentence.accessGrant', 'Hospital access to your record granted');
}

/**
 * Who the entry is about: the person who acted — "You" for what the patient did themself (granting
 * or ending a hospital's access) — except for a hospital's access ended by the hospital or an
 * admin, which names the hospital (the sentence then says who acted).
 */
export function whoOf(entry: Pick<AccessLogEntry, 'actor_name' | 'actor_role' | 'about'>): { name: string; role: string } {
  if (entry.actor_role === 'patient') return { name: translateDynamic('myHealth.log.you', 'You'), role: 'patient' };
  if (entry.about.kind === 'hospital_access' && entry.about.hospital_name) return { name: entry.about.hospital_name, role: 'hospital' };
  return { name: entry.actor_name, role: entry.actor_role };
}

function When({ at }: { at: string }) {
  return (
    <Tooltip label={whenText(at)}>
      <time dateTime={at} title={whenText(at)}>
        {relativeTime(at)}
      </time>
    </Tooltip>
  );
}

/** Who read or changed the patient's record (never the patient's own reads), newest first, a page at a time. */
export function AccessLogSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...myHealthQueries.accessLog(page), placeholderData: keepPreviousData });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.count / ACCESS_LOG_PAGE_SIZE)) : 1;
  const columns: StackedColumn<AccessLogEntry>[] = [
    { label: t('myHealth.log.who'), value: (e) => whoOf(e).name },
    { label: t('myHealth.log.role'), value: (e) => translateDynamic(`myHealth.log.roles.${whoOf(e).role}`, whoOf(e).role) },
    { label: t('myHealth.log.what'), value: whatText },
    { label: t('myHealth.log.when'), value: (e) => <When at={e.created_at} /> },
  ];

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="access-log-title">
      <Title order={2} fz="lg" mb={4} id="access-log-title">
        {t('myHealth.log.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('myHealth.log.intro')}
      </Text>
      <QueryBoundary query={query} failed={t('myHealth.log.failed')} empty={t('myHealth.log.empty')} pick={(data) => data.results}>
        {(entries) => (
          <Stack gap="sm">
            <StackedTable
              label={t('myHealth.log.title')}
              rows={entries}
              columns={columns}
              rowKey={(e) => e.id}
              minWidth={480}
              rowTestId="access-log-entry"
              table={{ verticalSpacing: 'xs' }}
              scroll={{ type: 'native' }}
            />
            {pages > 1 && (
              <Group justify="center">
                <ListPagination total={pages} value={page} onChange={setPage} size="sm" aria-label={t('myHealth.log.pages')} />
              </Group>
            )}
          </Stack>
        )}
      </QueryBoundary>
    </Card>
  );
}
