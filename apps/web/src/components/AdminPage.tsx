// The frame of every /admin page: its width, its heading and an optional way back (a ticket's page
// back to the queue). Who may see it is the route's business: the admin area's routes sit behind
// <RoleOnly accountRole="admin" /> (auth/guards.tsx), which tells anyone else "This page is for
// administrators" instead of drawing a page that would only fail.

import { Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './PageHeader';

export interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** A link above the heading, e.g. back to the list a detail page was opened from. */
  back?: { to: string; label: string };
  children: ReactNode;
}

export function AdminPage({ title, description, actions, back, children }: AdminPageProps) {
  return (
    <Stack maw={1200} gap="md">
      {back && (
        <Anchor component={Link} to={back.to} size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {back.label}
        </Anchor>
      )}
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </Stack>
  );
}
