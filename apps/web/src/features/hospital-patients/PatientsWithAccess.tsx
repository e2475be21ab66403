import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PatientSummary } from '@naijacare/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary';
import { ReasonConfirmModal } from '../../components/ReasonConfirmModal';
import { type StackedColumn, StackedTable } from '../../components/StackedTable';
import { errorMessage, isConflict } from '../../lib/errors';
import { dateText, whenText } from '../../lib/format';
import { toast } from '../../shell/toasts';
import { useHospitalPatients, useRevokePatientAccess } from './api';
import { hospitalPatientPath } from './paths';

/** Who loses access: one patient from their row, or the selected ones at once. */
interface Revoking {
  accessIds: number[];
  name: string;
}

function RevokeAccessModal({ revoking, onClose, onDone }: { revoking: Revoking | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [notify, setNotify] = useState(true);
  const revoke = useRevokePatientAccess();
  const count = revoking?.accessIds.length ?? 0;
  const close = () => {
    setNotify(true);
    onClose();
  };
  const confirm = (reason: string) => {
    if (!revoking) return;
    revoke.mutate(
      { accessIds: revoking.accessIds, reason, notify },
      {
        onSuccess: () => {
          toast.success(t('hospitalPatients.revoked', { count }));
          onDone();
          close();
        },
        // Ended meanwhile (by the patient, or another tab): the list refreshes; there is nothing left to confirm.
        onError: (error) => {
          if (!isConflict(error)) return toast.error(errorMessage(error, t('hospitalPatients.revokeFailed')));
          toast.info(t('hospitalPatients.alreadyRevoked', { count }));
          onDone();
          close();
        },
      },
    );
  };
  return (
    <ReasonConfirmModal
      opened={revoking !== null}
      title={t('hospitalPatients.revokeTitle', { count, name: revoking?.name ?? '' })}
      text={t('hospitalPatients.revokeText')}
      reasonLabel={t('hospitalPatients.reason')}
      confirmLabel={t('hospitalPatients.revoke')}
      busy={revoke.isPending}
      onClose={close}
      onConfirm={confirm}
    >
      <Checkbox label={t('hospitalPatients.notify')} checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} />
    </ReasonConfirmModal>
  );
}

function PatientTable({
  patients,
  selected,
  onSelect,
  onRevoke,
}: {
  patients: PatientSummary[];
  selected: Set<number>;
  onSelect: (next: Set<number>) => void;
  onRevoke: (r: Revoking) => void;
}) {
  const { t } = useTranslation();
  const ids = patients.map((p) => p.access_id).filter((id): id is number => id !== undefined);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  // In the header cell on a wide screen; above the cards, with its label shown, on a phone.
  const selectAll = (labelShown: boolean) => (
    <Checkbox
      {...(labelShown ? { label: t('hospitalPatients.selectAll') } : { 'aria-label': t('hospitalPatients.selectAll') })}
      checked={allSelected}
      indeterminate={!allSelected && ids.some((id) => selected.has(id))}
      onChange={(e) => onSelect(e.currentTarget.checked ? new Set(ids) : new Set())}
    />
  );
  const columns: StackedColumn<PatientSummary>[] = [
    {
      label: t('hospitalPatients.selectAll'),
      controls: true,
      header: selectAll(false),
      th: { w: 40 },
      // In a card, where no header says what the box is for, its label is shown.
      value: ({ access_id: id, full_name: name }, inCard) =>
        id !== undefined && (
          <Checkbox
            {...(inCard ? { label: t('hospitalPatients.select', { name }) } : { 'aria-label': t('hospitalPatients.select', { name }) })}
            checked={selected.has(id)}
            onChange={(e) => toggle(id, e.currentTarget.checked)}
          />
        ),
    },
    {
      label: t('hospitalPatients.name'),
      td: { fw: 600 },
      value: (p) => (
        <Anchor component={Link} to={hospitalPatientPath(p.id)} aria-label={t('hospitalPatients.view.open', { name: p.full_name })}>
          {p.full_name}
        </Anchor>
      ),
    },
    { label: t('hospitalPatients.contact'), value: (p) => <Text size="sm">{[p.phone, p.email].filter(Boolean).join(' · ')}</Text> },
    {
      label: t('hospitalPatients.since'),
      value: (p) => p.access_granted_at && <span title={whenText(p.access_granted_at)}>{dateText(p.access_granted_at)}</span>,
    },
    {
      label: t('hospitalPatients.code'),
      value: (p) =>
        p.access_code_hint && (
          <Text size="sm" ff="monospace">
            {t('hospitalPatients.codeHint', { hint: p.access_code_hint })}
          </Text>
        ),
    },
    {
      label: t('hospitalPatients.actions'),
      controls: true,
      td: { ta: 'right' },
      value: ({ access_id: id, full_name: name }) =>
        id !== undefined && (
          <Button
            variant="light"
            color="red"
            size="compact-sm"
            aria-label={t('hospitalPatients.revokeFor', { name })}
            onClick={() => onRevoke({ accessIds: [id], name })}
          >
            {t('hospitalPatients.revoke')}
          </Button>
        ),
    },
  ];
  return (
    <StackedTable
      label={t('hospitalPatients.patientsTab')}
      rows={patients}
      columns={columns}
      rowKey={(p) => p.id}
      minWidth={640}
      rowTestId="patient-with-access"
      phoneHeader={selectAll(true)}
    />
  );
}

/** The patients who granted the hospital access: search, revoke one or the selected ones. */
export function PatientsWithAccess() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const patients = useHospitalPatients(debounced);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [revoking, setRevoking] = useState<Revoking | null>(null);
  // Only rows still shown count: a patient filtered out by the search is not revoked unseen.
  const shown = new Set((patients.data ?? []).map((p) => p.access_id));
  const chosen = [...selected].filter((id) => shown.has(id));

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('hospitalPatients.search')}
          placeholder={t('hospitalPatients.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={320}
        />
        <Button
          color="red"
          variant="light"
          disabled={chosen.length === 0}
          onClick={() => setRevoking({ accessIds: chosen, name: (patients.data ?? []).find((p) => p.access_id === chosen[0])?.full_name ?? '' })}
        >
          {t('hospitalPatients.revokeSelected', { count: chosen.length })}
        </Button>
      </Group>
      <QueryBoundary
        query={patients}
        failed={t('hospitalPatients.failed')}
        empty={debounced.trim() ? t('hospitalPatients.noMatch') : t('hospitalPatients.none')}
      >
        {(list) => <PatientTable patients={list} selected={selected} onSelect={setSelected} onRevoke={setRevoking} />}
      </QueryBoundary>
      <RevokeAccessModal revoking={revoking} onClose={() => setRevoking(null)} onDone={() => setSelected(new Set())} />
    </Stack>
  );
}
