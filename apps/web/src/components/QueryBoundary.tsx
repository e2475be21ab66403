import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorStatusOf } from '../lib/errors';
import { PageLoader } from '../shell/PageLoader';
import { queryBoundaryState, retryMayHelp } from './queryBoundaryState';

interface QueryBoundaryProps<T, P> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'refetch' | 'data'>;
  /** The words of a failed load when the server gives none, e.g. "Could not load your patients." */
  failed: string;
  /** Shown when the list (or what `pick` takes out of it) is empty; without it an empty list is content. */
  empty?: ReactNode;
  /** The part of the data shown, e.g. today's sessions out of every appointment. */
  pick?: (data: T) => P;
  children: (shown: P) => ReactNode;
}

/** The block every list and panel repeats: a loader, the failure with Try again, an empty message, or the content. */
export function QueryBoundary<T, P = T>({ query, failed, empty, pick, children }: QueryBoundaryProps<T, P>) {
  const { t } = useTranslation();
  const shown = query.data === undefined ? undefined : pick ? pick(query.data) : (query.data as unknown as P);
  switch (queryBoundaryState(query, { hasEmptyMessage: empty !== undefined, picked: shown })) {
    case 'loading':
      return <PageLoader />;
    case 'error':
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(query.error, failed)}{' '}
          {retryMayHelp(errorStatusOf(query.error)) && (
            <Button variant="subtle" size="compact-sm" onClick={() => query.refetch()}>
              {t('common.tryAgain')}
            </Button>
          )}
        </Alert>
      );
    case 'empty':
      return (
        <Text c="dimmed" py="md">
          {empty}
        </Text>
      );
    case 'content':
      return children(shown as P);
  }
}
