import { Alert } from '@mantine/core';
import type { MedicalRecord } from '@naijacare/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatusOf } from '../lib/errors';
import { QueryBoundary } from './QueryBoundary';

/** One record's load: a record that is not there (or not the caller's to see) is said to be missing, with nothing to try again. */
export function RecordBoundary({ query, children }: { query: UseQueryResult<MedicalRecord>; children: (record: MedicalRecord) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError && errorStatusOf(query.error) === 404)
    return (
      <Alert color="red" role="alert">
        {t('records.notFound')}
      </Alert>
    );
  return (
    <QueryBoundary query={query} failed={t('records.failed')}>
      {children}
    </QueryBoundary>
  );
}
