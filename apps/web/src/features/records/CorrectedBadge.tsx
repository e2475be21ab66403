import { Badge } from '@mantine/core';
import type { MedicalRecord } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { isSuperseded } from '../../lib/recordCorrections';

/** Marks a record in a list that a later record corrects; nothing for any other. */
export function CorrectedBadge({ record }: { record: Pick<MedicalRecord, 'amended_by'> }) {
  const { t } = useTranslation();
  if (!isSuperseded(record)) return null;
  return (
    <Badge color="orange" variant="light" size="sm">
      {t('records.corrected')}
    </Badge>
  );
}
