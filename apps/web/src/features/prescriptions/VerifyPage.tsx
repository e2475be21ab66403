// The pharmacist's page (public, signed in or not): a prescription's verification code, typed or
// from its QR code (/rx/<code>), answered as genuine or not and current or not, with the date and
// the prescriber (name, MDCN licence) — never the patient or the medicines (the server sends none).

import { Alert, Anchor, Box, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatVerificationCode, normalizeVerificationCode, type PrescriptionVerification } from '@naijacare/contracts';
import { IconAlertTriangle, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../api/http';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { errorMessage } from '../../lib/errors';
import { dateText } from '../../lib/format';
import { DemoBadge } from '../auth';

function Answer({ code }: { code: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['prescription-verify', code],
    queryFn: () => api.get<PrescriptionVerification>(`/api/prescriptions/verify/${encodeURIComponent(code)}/`),
    retry: false,
  });
  if (query.isPending) return <Text c="dimmed">{t('rxVerify.checking')}</Text>;
  if (query.isError)
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />}>
        {errorMessage(query.error, t('rxVerify.failed'))}
      </Alert>
    );
  const v = query.data;
  if (!v.valid || v.status === null)
    return (
      <Alert color="red" role="alert" icon={<IconShieldX size={18} />} title={formatVerificationCode(code)} data-testid="rx-verify-unknown">
        {t('rxVerify.unknown')}
      </Alert>
    );
  const current = v.status === 'active';
  return (
    <Alert
      color={current ? 'green' : 'orange'}
      role="status"
      icon={current ? <IconShieldCheck size={18} /> : <IconAlertTriangle size={18} />}
      title={t('rxVerify.genuine')}
      data-testid="rx-verify-answer"
    >
      <Stack gap="xs">
        <Text fw={700}>{current ? t('rxVerify.current') : t('rxVerify.notCurrent', { status: t(`rxVerify.status.${v.status}`) })}</Text>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('rxVerify.code')}</Table.Th>
              <Table.Td ff="monospace">{formatVerificationCode(code)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('rxVerify.issued')}</Table.Th>
              <Table.Td>{v.issued_at ? dateText(v.issued_at) : ''}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('rxVerify.prescriber')}</Table.Th>
              <Table.Td>{v.prescriber_name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('rxVerify.licence')}</Table.Th>
              <Table.Td>{v.prescriber_license}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Alert>
  );
}

export function VerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const code = params.code ? normalizeVerificationCode(params.code) : null;
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(params.code && !code ? t('rxVerify.codeInvalid') : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normalizeVerificationCode(typed);
    if (!next) {
      setError(t('rxVerify.codeInvalid'));
      return;
    }
    setError(null);
    setTyped('');
    navigate(`/rx/${next}`);
  };

  return (
    <Box component="main" maw={560} mx="auto" px="md" py="xl">
      <Stack>
        <Group justify="space-between" align="center">
          <Group gap="sm">
            <Anchor component={Link} to="/" fw={700} fz="lg" underline="never">
              NaijaCare
            </Anchor>
            <DemoBadge />
          </Group>
          <LanguageSelect />
        </Group>
        <Title order={1} fz="h2">
          {t('rxVerify.title')}
        </Title>
        <Text c="dimmed">{t('rxVerify.intro')}</Text>
        {code && <Answer code={code} />}
        <Card withBorder component="form" onSubmit={submit} noValidate aria-label={t('rxVerify.title')}>
          <Stack gap="sm">
            <TextInput
              label={code ? t('rxVerify.another') : t('rxVerify.code')}
              value={typed}
              onChange={(e) => {
                setTyped(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              autoComplete="off"
              spellCheck={false}
              ff="monospace"
              placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
            />
            <Button type="submit">{t('rxVerify.check')}</Button>
          </Stack>
        </Card>
        <Text size="sm" c="dimmed">
          {t('rxVerify.privacy')}
        </Text>
      </Stack>
    </Box>
  );
}
