// A filter of a few choices side by side (everyone / mine / nobody's), named by a label above it
// as a select is: Mantine's SegmentedControl has no label of its own.

import { SegmentedControl, type SegmentedControlProps, Stack, Text } from '@mantine/core';

export function SegmentedFilter({ id, label, ...control }: SegmentedControlProps & { id: string; label: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} {...control} />
    </Stack>
  );
}
