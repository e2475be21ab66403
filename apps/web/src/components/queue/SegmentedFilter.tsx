// A filter of a few choices side by side (everyone / mine / nobody's), named by a label above it
// as a select is: Mantine's SegmentedControl has no label of its own. On a phone the choices do
// not fit side by side (a third one was cut off), so there it is a select, as the appointments'
// type filter is.

import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

interface SegmentedFilterProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
}

export function SegmentedFilter({ id, label, value, onChange, data }: SegmentedFilterProps) {
  const phone = useMediaQuery('(max-width: 40em)');
  if (phone) return <Select label={label} data={data} value={value} onChange={(v) => v !== null && onChange(v)} allowDeselect={false} w="100%" />;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={onChange} data={data} />
    </Stack>
  );
}
