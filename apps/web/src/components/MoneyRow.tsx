import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One line of a list of money (a transaction, a withdrawal): what it is, with its badges and
 * dates under it, on the left; the amount, never wrapped, on the right. */
export function MoneyRow({ title, details, amount, testId }: { title: ReactNode; details: ReactNode; amount: ReactNode; testId: string }) {
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid={testId}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        {details}
      </Stack>
      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
        {amount}
      </Stack>
    </Group>
  );
}
