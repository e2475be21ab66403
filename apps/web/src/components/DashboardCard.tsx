import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card on the dashboard, with an optional action at the top right. */
export function DashboardCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}
