// /admin/moderation: the reports queue — newest first, filtered by status and by what was reported,
// a page at a time. Each report shows the content as it stands (with its author), and the actions
// its status allows: hide with a reason its author is told, dismiss, or restore hidden content.

import { Anchor, Badge, Button, Card, Group, Image, Select, Stack, Text } from '@mantine/core';
import { REPORT_STATUSES, REPORT_TARGET_TYPES, type Report, type ReportStatus } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../components/AdminPage';
import { AdminQueue } from '../../components/queue/AdminQueue';
import { option } from '../../components/queue/queueFilters';
import { useQueueFilters } from '../../components/queue/useQueueFilters';
import { ReasonConfirmModal } from '../../components/ReasonConfirmModal';
import { errorMessage } from '../../lib/errors';
import { relativeTime } from '../../lib/relativeTime';
import { toast } from '../../shell/toasts';
import { REPORTS_PAGE_SIZE, useDecide, useReportQueue } from './api';

const STATUS_COLOR: Record<ReportStatus, string> = { open: 'orange', actioned: 'red', dismissed: 'gray', restored: 'green' };

function ReportCard({ report }: { report: Report }) {
  const { t } = useTranslation();
  const decide = useDecide();
  const [hiding, setHiding] = useState(false);
  const content = report.content;
  const what = t(`moderation.targets.${report.target_type}`);
  const done = (message: string) => () => {
    toast.success(message);
    setHiding(false);
  };
  const failed = (e: unknown) => toast.error(errorMessage(e, t('moderation.admin.failed')));
  const busy = decide.isPending;

  return (
    <Card withBorder padding="md" component="li" data-testid="report" aria-label={t('moderation.admin.reportLabel', { id: report.id, what })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {what}
            </Badge>
            <Badge color={STATUS_COLOR[report.status]} variant="light" tt="none" data-testid="report-status">
              {t(`moderation.statuses.${report.status}`)}
            </Badge>
            {content?.hidden && (
              <Badge color="red" variant="outline" tt="none">
                {t('moderation.admin.hiddenNow')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            #{report.id} · {relativeTime(report.created_at)}
          </Text>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('moderation.admin.reportedBy', { name: report.reporter?.name ?? '' })}
          </Text>{' '}
          <Text span style={{ overflowWrap: 'anywhere' }}>
            “{report.reason}”
          </Text>
        </Text>
        <Card bg="gray.0" padding="sm" radius="sm" data-testid="report-content">
          {content ? (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t('moderation.admin.author', { name: content.author?.name ?? '—' })}
                {content.rating !== null && ` · ${'★'.repeat(content.rating)}`}
              </Text>
              {content.photo && <Image src={content.photo} alt={t('moderation.admin.photoAlt')} w={96} h={96} radius="sm" fit="cover" />}
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {content.text || t('moderation.admin.noText')}
              </Text>
              {content.link && (
                <Anchor component={Link} to={content.link} size="xs">
                  {t('moderation.admin.open')}
                </Anchor>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('moderation.admin.gone')}
            </Text>
          )}
        </Card>
        {report.decided_at && (
          <Text size="xs" c="dimmed">
            {t('moderation.admin.decided', { name: report.decided_by?.name ?? '', when: relativeTime(report.decided_at) })}
            {report.decision_note && ` — “${report.decision_note}”`}
          </Text>
        )}
        {report.allowed_actions.length > 0 && (
          <Group gap="xs">
            {report.allowed_actions.includes('action') && (
              <Button size="xs" color="red" onClick={() => setHiding(true)} disabled={busy}>
                {t('moderation.admin.hide')}
              </Button>
            )}
            {report.allowed_actions.includes('dismiss') && (
              <Button
                size="xs"
                variant="default"
                disabled={busy}
                onClick={() => decide.mutate({ id: report.id, action: 'dismiss' }, { onSuccess: done(t('moderation.admin.dismissed')), onError: failed })}
              >
                {t('moderation.admin.dismiss')}
              </Button>
            )}
            {report.allowed_actions.includes('restore') && (
              <Button
                size="xs"
                variant="light"
                color="green"
                disabled={busy}
                onClick={() => decide.mutate({ id: report.id, action: 'restore' }, { onSuccess: done(t('moderation.admin.restored')), onError: failed })}
              >
                {t('moderation.admin.restore')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ReasonConfirmModal
        opened={hiding}
        title={t('moderation.admin.hideTitle', { what })}
        text={t('moderation.admin.hideText')}
        reasonLabel={t('moderation.admin.hideReason')}
        confirmLabel={t('moderation.admin.hide')}
        busy={busy}
        onClose={() => setHiding(false)}
        onConfirm={(reason) => {
          if (!reason) {
            toast.error(t('moderation.admin.hideReasonRequired'));
            return;
          }
          decide.mutate({ id: report.id, action: 'action', reason }, { onSuccess: done(t('moderation.admin.hidden')), onError: failed });
        }}
      />
    </Card>
  );
}

const FILTERS = { status: option('status', REPORT_STATUSES, 'open'), target_type: option('target_type', REPORT_TARGET_TYPES) };

export function AdminModerationPage() {
  const { t } = useTranslation();
  const q = useQueueFilters(FILTERS);
  const queue = useReportQueue(q.filter);

  return (
    <AdminPage title={t('moderation.admin.title')} description={t('moderation.admin.description')}>
      <AdminQueue
        label={t('moderation.admin.queue')}
        controls={q.controls}
        filters={
          <>
            <Select
              label={t('moderation.admin.status')}
              placeholder={t('moderation.admin.anyStatus')}
              data={REPORT_STATUSES.map((s) => ({ value: s, label: t(`moderation.statuses.${s}`) }))}
              {...q.select('status')}
              clearable
              w={180}
            />
            <Select
              label={t('moderation.admin.target')}
              placeholder={t('moderation.admin.anyTarget')}
              data={REPORT_TARGET_TYPES.map((s) => ({ value: s, label: t(`moderation.targets.${s}`) }))}
              {...q.select('target_type')}
              clearable
              w={200}
            />
          </>
        }
        query={queue}
        pageSize={REPORTS_PAGE_SIZE}
        failed={t('moderation.admin.loadFailed')}
        empty={t('moderation.admin.empty')}
        count={(count) => t('moderation.admin.count', { count })}
        pagesLabel={t('moderation.admin.pages')}
        rowKey={(r) => r.id}
        card={(r) => <ReportCard report={r} />}
      />
    </AdminPage>
  );
}
