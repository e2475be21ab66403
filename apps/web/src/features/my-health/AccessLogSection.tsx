import { Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import type { AccessLogEntry } from '@naijacare/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ListPagination';
import { QueryBoundary } from '../../components/QueryBoundary';
import { translateDynamic } from '../../i18n/i18n';
import { whenText } from '../../lib/format';
import { relativeTime } from '../../lib/relativeTime';
import { ACCESS_LOG_PAGE_SIZE, myHealthQueries } from './api';

/** "read medical record #12": the action and what it touched, in words. */
function whatText(entry: AccessLogEntry): string {
  const action = translateDynamic(`myHealth.log.action.${entry.action}`, entry.action);
  const thing = translateDynamic(`myHealth.log.entity.${entry.entity_type}`, entry.entity_type.replace(/_/g, ' '));
  return entry.entity_id ? `${action} ${thing} #${entry.entity_id}` : `${action} ${thing}`;
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
            <Table.ScrollContainer minWidth={480} type="native">
              <Table verticalSpacing="xs" aria-labelledby="access-log-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('myHealth.log.who')}</Table.Th>
                    <Table.Th>{t('myHealth.log.role')}</Table.Th>
                    <Table.Th>{t('myHealth.log.what')}</Table.Th>
                    <Table.Th>{t('myHealth.log.when')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((e) => (
                    <Table.Tr key={e.id} data-testid="access-log-entry">
                      <Table.Td>{e.actor_name}</Table.Td>
                      <Table.Td>{translateDynamic(`myHealth.log.roles.${e.actor_role}`, e.actor_role)}</Table.Td>
                      <Table.Td>{whatText(e)}</Table.Td>
                      <Table.Td>
                        <When at={e.created_at} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
