import { Badge, Button, Card, Group, NumberInput, SegmentedControl, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  ACCESS_CODE_BATCH_MAX,
  ACCESS_CODE_STATUSES,
  ACCESS_CODE_TTL_DAYS,
  type AccessCode,
  type AccessCodeStatus,
  type GeneratedAccessCode,
} from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ListPagination';
import { QueryBoundary } from '../../components/QueryBoundary';
import { ReasonConfirmModal } from '../../components/ReasonConfirmModal';
import { errorMessage, isConflict } from '../../lib/errors';
import { dateText } from '../../lib/format';
import { toast } from '../../shell/toasts';
import { CODES_PAGE_SIZE, useAccessCodes, useGenerateCodes, useRevokeCode } from './api';
import { GeneratedCodesModal } from './GeneratedCodesModal';

const STATUS_COLORS: Record<AccessCodeStatus, string> = { unused: 'green', used: 'blue', expired: 'gray', revoked: 'red' };

function Generator({ hospitalName }: { hospitalName: string }) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | string>(1);
  const [shown, setShown] = useState<GeneratedAccessCode[] | null>(null);
  const generate = useGenerateCodes();
  const n = typeof count === 'number' ? count : Number.parseInt(count, 10);
  const valid = Number.isInteger(n) && n >= 1 && n <= ACCESS_CODE_BATCH_MAX;
  const submit = () =>
    generate.mutate(n, {
      onSuccess: (answer) => setShown(answer.codes),
      onError: (error) => toast.error(errorMessage(error, t('hospitalPatients.generateFailed'))),
    });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="generate-title">
      <Title order={2} fz="lg" id="generate-title" mb={4}>
        {t('hospitalPatients.generateTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('hospitalPatients.generateIntro', { days: ACCESS_CODE_TTL_DAYS })}
      </Text>
      <Group align="flex-end">
        <NumberInput label={t('hospitalPatients.count')} value={count} onChange={setCount} min={1} max={ACCESS_CODE_BATCH_MAX} allowDecimal={false} w={140} />
        <Button onClick={submit} loading={generate.isPending} disabled={!valid}>
          {t('hospitalPatients.generate')}
        </Button>
      </Group>
      <GeneratedCodesModal codes={shown} hospitalName={hospitalName} onClose={() => setShown(null)} />
    </Card>
  );
}

function RevokeCodeModal({ hospitalId, code, onClose }: { hospitalId: number; code: AccessCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeCode(hospitalId);
  const confirm = (reason: string) => {
    if (!code) return;
    revoke.mutate(
      { id: code.id, reason },
      {
        onSuccess: () => {
          toast.success(t('hospitalPatients.codeRevoked'));
          onClose();
        },
        // Revoked meanwhile (another tab): the list refreshes; there is nothing left to confirm.
        onError: (error) => {
          if (!isConflict(error)) return toast.error(errorMessage(error, t('hospitalPatients.codeRevokeFailed')));
          toast.info(t('hospitalPatients.codeAlreadyRevoked'));
          onClose();
        },
      },
    );
  };
  return (
    <ReasonConfirmModal
      opened={code !== null}
      title={t('hospitalPatients.revokeCodeTitle', { hint: code?.code_hint ?? '' })}
      text={t('hospitalPatients.revokeCodeText')}
      reasonLabel={t('hospitalPatients.reason')}
      confirmLabel={t('hospitalPatients.revokeCode')}
      busy={revoke.isPending}
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}

function CodeList({ hospitalId }: { hospitalId: number }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AccessCodeStatus | null>(null);
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<AccessCode | null>(null);
  const codes = useAccessCodes(hospitalId, status, page);
  const pages = codes.data ? Math.max(1, Math.ceil(codes.data.count / CODES_PAGE_SIZE)) : 1;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="codes-title">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="codes-title">
          {t('hospitalPatients.codesTab')}
        </Title>
        <SegmentedControl
          aria-label={t('hospitalPatients.filter')}
          value={status ?? 'all'}
          onChange={(v) => {
            setStatus(v === 'all' ? null : (v as AccessCodeStatus));
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('hospitalPatients.all') },
            ...ACCESS_CODE_STATUSES.map((s) => ({ value: s, label: t(`hospitalPatients.codeStatus.${s}`) })),
          ]}
        />
      </Group>
      <QueryBoundary
        query={codes}
        failed={t('hospitalPatients.codesFailed')}
        empty={status ? t('hospitalPatients.noCodesWithStatus') : t('hospitalPatients.noCodes')}
        pick={(p) => p.results}
      >
        {(list) => (
          <Stack>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" aria-label={t('hospitalPatients.codesTab')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('hospitalPatients.code')}</Table.Th>
                    <Table.Th>{t('hospitalPatients.filter')}</Table.Th>
                    <Table.Th>{t('hospitalPatients.created')}</Table.Th>
                    <Table.Th>{t('hospitalPatients.expiresAt')}</Table.Th>
                    <Table.Th>{t('hospitalPatients.usedBy')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('hospitalPatients.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((c) => (
                    <Table.Tr key={c.id} data-testid="access-code-row">
                      <Table.Td ff="monospace">{t('hospitalPatients.codeHint', { hint: c.code_hint })}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLORS[c.status]} title={c.revocation_reason ?? undefined}>
                          {t(`hospitalPatients.codeStatus.${c.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{dateText(c.created_at)}</Table.Td>
                      <Table.Td>{dateText(c.expires_at)}</Table.Td>
                      <Table.Td>{c.used_by_name ?? '—'}</Table.Td>
                      <Table.Td ta="right">
                        {(c.status === 'unused' || c.status === 'expired') && (
                          <Button
                            variant="subtle"
                            color="red"
                            size="compact-sm"
                            aria-label={t('hospitalPatients.revokeCodeFor', { hint: c.code_hint })}
                            onClick={() => setRevoking(c)}
                          >
                            {t('hospitalPatients.revokeCode')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 && <ListPagination total={pages} value={page} onChange={setPage} aria-label={t('hospitalPatients.codesPages')} />}
          </Stack>
        )}
      </QueryBoundary>
      <RevokeCodeModal hospitalId={hospitalId} code={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}

/** Generating codes (shown once) and the list of every code with its status. */
export function AccessCodes({ hospitalId, hospitalName }: { hospitalId: number; hospitalName: string }) {
  return (
    <Stack>
      <Generator hospitalName={hospitalName} />
      <CodeList hospitalId={hospitalId} />
    </Stack>
  );
}
