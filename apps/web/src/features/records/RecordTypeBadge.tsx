import { Badge } from '@mantine/core';
import type { RecordType } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RecordType, string> = {
  consultation: 'blue',
  diagnosis: 'grape',
  lab_result: 'teal',
  prescription: 'green',
  imaging: 'indigo',
  other: 'gray',
};

/** A record's type as a coloured word. */
export function RecordTypeBadge({ type }: { type: RecordType }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[type] ?? 'gray'} variant="light">
      {t(`records.type.${type}`)}
    </Badge>
  );
}
