import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { ACCESS_CODE_LENGTH, type PatientHospitalAccess } from '@naijacare/contracts';
import { IconAlertCircle, IconBuildingHospital } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { ReasonConfirmModal } from '../../components/ReasonConfirmModal';
import { type StackedColumn, StackedTable } from '../../components/StackedTable';
import { describeError, errorMessage, isConflict, retryMinutesOf } from '../../lib/errors';
import { dateText, whenText } from '../../lib/format';
import { toast } from '../../shell/toasts';
import { checkAccessCode } from './accessCodeInput';
import { useEnterAccessCode, useMyHospitalAccesses, useRevokeHospitalAccess } from './api';

/** A hospital's code, entered by the patient: the server tells a wrong, used, expired or revoked code apart. */
function EnterCodeForm({ enter }: { enter: ReturnType<typeof useEnterAccessCode> }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [malformed, setMalformed] = useState(false);
  const failure = enter.error ? failureText(enter.error, t) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    const checked = checkAccessCode(code);
    if (!checked.ok) {
      setMalformed(true);
      return;
    }
    enter.mutate(checked.code, {
      onSuccess: (access) => {
        setCode('');
        toast.success(t('myHealth.grantedText', { hospital: access.hospital_name }), t('myHealth.granted'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('myHealth.code')}
            description={t('myHealth.codeHint', { length: ACCESS_CODE_LENGTH })}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setMalformed(false);
              if (enter.error) enter.reset();
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: 2 } }}
            error={malformed ? t('myHealth.codeMalformed', { length: ACCESS_CODE_LENGTH }) : failure ? true : undefined}
            w={240}
          />
          <Button type="submit" loading={enter.isPending} disabled={!code.trim()}>
            {t('myHealth.grant')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={failure.title}>
            {failure.message}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** A refusal in words; a long rate-limit wait in minutes rather than hundreds of seconds. */
function failureText(error: unknown, t: TFunction) {
  const described = describeError(error, t('myHealth.codeFailed'));
  const minutes = retryMinutesOf(error);
  return minutes === null ? described : { title: described.title, message: t('myHealth.tryAgainMinutes', { count: minutes }) };
}

function RevokeModal({ access, onClose, onRevoked }: { access: PatientHospitalAccess | null; onClose: () => void; onRevoked: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeHospitalAccess();
  const confirm = (reason: string) => {
    if (!access) return;
    revoke.mutate(
      { id: access.id, reason },
      {
        onSuccess: () => {
          toast.success(t('myHealth.revokedText', { hospital: access.hospital_name }), t('myHealth.revoked'));
          onRevoked();
          onClose();
        },
        // Revoked meanwhile (another tab, or the hospital ended it): the list refreshes and the dialog has nothing left to do.
        onError: (error) => {
          if (!isConflict(error)) return toast.error(errorMessage(error, t('myHealth.revokeFailed')));
          toast.info(t('myHealth.alreadyRevoked'));
          onClose();
        },
      },
    );
  };
  return (
    <ReasonConfirmModal
      opened={access !== null}
      title={t('myHealth.revokeTitle', { hospital: access?.hospital_name ?? '' })}
      text={t('myHealth.revokeText')}
      reasonLabel={t('myHealth.reason')}
      confirmLabel={t('myHealth.revoke')}
      busy={revoke.isPending}
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}

/** The hospitals that can see the record: a table on a wide screen, a card each on a phone (the date and Revoke button in view). */
function accessColumns(t: TFunction, revoke: (access: PatientHospitalAccess) => void): StackedColumn<PatientHospitalAccess>[] {
  return [
    { label: t('myHealth.hospital'), value: (access) => access.hospital_name, td: { fw: 600 } },
    { label: t('myHealth.since'), value: (access) => <span title={whenText(access.granted_at)}>{dateText(access.granted_at)}</span> },
    {
      label: t('myHealth.actions'),
      controls: true,
      td: { ta: 'right' },
      value: (access) => (
        <Button
          variant="light"
          color="red"
          size="compact-sm"
          onClick={() => revoke(access)}
          aria-label={t('myHealth.revokeFor', { hospital: access.hospital_name })}
        >
          {t('myHealth.revoke')}
        </Button>
      ),
    },
  ];
}

/** My Health's consent block: enter a hospital's code, see which hospitals can see the record, revoke. */
export function HospitalAccessSection() {
  const { t } = useTranslation();
  const accesses = useMyHospitalAccesses();
  // The form's last refusal ("already has access") is out of date once the list changes.
  const enter = useEnterAccessCode();
  const [revoking, setRevoking] = useState<PatientHospitalAccess | null>(null);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="hospital-access-title">
      <Group gap="xs" mb={4}>
        <IconBuildingHospital size={20} aria-hidden />
        <Title order={2} fz="lg" id="hospital-access-title">
          {t('myHealth.hospitalsTitle')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('myHealth.hospitalsIntro')}
      </Text>
      <Stack>
        <EnterCodeForm enter={enter} />
        <QueryBoundary query={accesses} failed={t('myHealth.hospitalsFailed')} empty={t('myHealth.noHospitals')}>
          {(list) => (
            <StackedTable
              label={t('myHealth.hospitalsTitle')}
              rows={list}
              rowKey={(access) => access.id}
              minWidth={420}
              columns={accessColumns(t, setRevoking)}
            />
          )}
        </QueryBoundary>
      </Stack>
      <RevokeModal access={revoking} onClose={() => setRevoking(null)} onRevoked={enter.reset} />
    </Card>
  );
}
