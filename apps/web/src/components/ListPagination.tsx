// The pages of a long list. Mantine's arrows are icons only: each control gets a name a screen
// reader can say ("Previous page", "Page 3"), and the whole is a named navigation.

import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ListPagination(props: PaginationProps & { 'aria-label'?: string }) {
  const { t } = useTranslation();
  return (
    <Pagination
      mx="auto"
      {...props}
      getControlProps={(control) => ({ 'aria-label': t(`shell.pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('shell.pagination.page', { page }), 'aria-current': page === props.value ? 'page' : undefined })}
    />
  );
}
