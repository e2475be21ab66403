import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Labelled values as a description list; missing values read "Not provided". */
export function Facts({ facts, cols = 2 }: { facts: Fact[]; cols?: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map(({ label, value }) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? (
              <Text span c="dimmed" size="sm">
                {t('common.notProvided')}
              </Text>
            ) : (
              value
            )}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
