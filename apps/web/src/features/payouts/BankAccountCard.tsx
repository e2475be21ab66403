import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BankAccount } from '@naijacare/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../components/Facts';
import { QueryBoundary } from '../../components/QueryBoundary';
import { FormProblem } from '../../forms/FormProblem';
import { messageOf } from '../../i18n/messageOf';
import { describeError, errorBodyOf } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useBankAccount, useBanks, useSaveBankAccount } from './api';
import { checkBankAccount } from './rules';

type Field = 'bank_code' | 'account_number';

/** The bank from the provider's list (searchable) and the NUBAN; the server resolves the account name. */
function BankAccountForm({ saved, onDone }: { saved: BankAccount | null; onDone: () => void }) {
  const { t } = useTranslation();
  const banks = useBanks();
  const save = useSaveBankAccount();
  const [bank, setBank] = useState<string | null>(saved?.bank_code ?? null);
  const [number, setNumber] = useState(saved?.account_number ?? '');
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const [problem, setProblem] = useState<{ title?: string; message: string } | null>(null);
  const errorOf = (field: Field) => (fieldError?.field === field ? fieldError.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const broken = checkBankAccount({ bank_code: bank, account_number: number });
    if (broken) return setFieldError({ field: broken.field, message: messageOf(broken) });
    setFieldError(null);
    save.mutate(
      { bank_code: bank ?? '', account_number: number.trim() },
      {
        onSuccess: (account) => {
          toast.success(t('payouts.savedText', { name: account.account_name }), t('payouts.saved'));
          onDone();
        },
        onError: (error) => {
          const text = describeError(error, t('payouts.saveFailed'));
          const field = errorBodyOf(error)?.details?.field;
          // A refusal of one field is said under it; anything else above the button.
          if (field === 'bank_code' || field === 'account_number') setFieldError({ field, message: text.message });
          else setProblem(text);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <QueryBoundary query={banks} failed={t('payouts.banksFailed')}>
          {(list) => (
            <Select
              label={t('payouts.bank')}
              placeholder={t('payouts.bankPlaceholder')}
              data={list.map((b) => ({ value: b.code, label: b.name }))}
              value={bank}
              onChange={(code) => {
                setBank(code);
                setFieldError(null);
              }}
              searchable
              nothingFoundMessage={t('payouts.noBank')}
              error={errorOf('bank_code')}
            />
          )}
        </QueryBoundary>
        <TextInput
          label={t('payouts.accountNumber')}
          description={t('payouts.accountNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          error={errorOf('account_number')}
        />
        <FormProblem title={problem?.title} message={problem?.message} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('payouts.save')}
          </Button>
          {saved && (
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {t('payouts.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The saved account (its resolved name included), or the form to save or change it. */
export function BankAccountCard() {
  const { t } = useTranslation();
  const account = useBankAccount();
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="payouts-bank-account">
      <Title order={2} fz="lg" id="payouts-bank-account">
        {t('payouts.bankAccount')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('payouts.bankAccountDescription')}
      </Text>
      <QueryBoundary query={account} failed={t('payouts.bankAccountFailed')}>
        {(saved) =>
          saved && !editing ? (
            <Stack gap="md" data-testid="saved-bank-account">
              <Facts
                cols={3}
                facts={[
                  { label: t('payouts.bank'), value: saved.bank_name },
                  { label: t('payouts.accountNumber'), value: saved.account_number },
                  { label: t('payouts.accountName'), value: saved.account_name },
                ]}
              />
              {saved.name_mismatch && (
                <Alert color="yellow" role="alert" title={t('payouts.nameMismatchTitle')} data-testid="bank-account-name-mismatch">
                  {t('payouts.nameMismatch', { resolved: saved.name_mismatch.resolved_name, holder: saved.name_mismatch.holder_name })}
                </Alert>
              )}
              <Group>
                <Button variant="default" onClick={() => setEditing(true)}>
                  {t('payouts.change')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Stack gap="sm">
              {!saved && <Text size="sm">{t('payouts.noBankAccount')}</Text>}
              <BankAccountForm saved={saved} onDone={() => setEditing(false)} />
            </Stack>
          )
        }
      </QueryBoundary>
    </Card>
  );
}
