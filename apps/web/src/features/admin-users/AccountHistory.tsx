// What admins did to one account, newest first, from the audit trail: each decision, who took it,
// when and the reason the person was told; with links to the full audit search about the account
// and about what the person themself did.

import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary';
import { whenText } from '../../lib/format';
import { auditByActor, auditOfAccount, useAuditSearch } from '../admin-audit/api';

export function AccountHistory({ userId }: { userId: number }) {
  const { t } = useTranslation();
  // Decisions only: an admin opening the account is in the full audit search, not in this history.
  const history = useAuditSearch({ entity_type: 'user_account', entity_id: String(userId), action: 'admin_decision', page: 1 });
  return (
    <Card withBorder padding="lg" component="section" aria-label={t('adminUsers.history')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('adminUsers.history')}
          </Title>
          <Group gap="md">
            <Anchor component={Link} to={auditOfAccount(userId)} size="sm">
              {t('adminUsers.fullAudit')}
            </Anchor>
            <Anchor component={Link} to={auditByActor(userId)} size="sm">
              {t('adminUsers.actedAudit')}
            </Anchor>
          </Group>
        </Group>
        <QueryBoundary query={history} failed={t('adminUsers.historyFailed')} empty={t('adminUsers.historyEmpty')} pick={(p) => p.results}>
          {(entries) => (
            <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
              {entries.map((e) => (
                <li key={e.id} data-testid="account-history-entry">
                  <Text size="sm" fw={600}>
                    {e.detail ? t(`adminAudit.decisions.${e.entity_type}.${e.detail}`, { defaultValue: e.detail }) : t(`adminAudit.actions.${e.action}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {e.actor_name} · {whenText(e.created_at)}
                  </Text>
                  {e.reason && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {t('adminAudit.reason')}: {e.reason}
                    </Text>
                  )}
                </li>
              ))}
            </Stack>
          )}
        </QueryBoundary>
      </Stack>
    </Card>
  );
}
