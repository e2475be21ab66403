import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { DemoBadge } from './DemoBadge';

interface AuthFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** Wider frames hold the registration forms. */
  width?: number;
  children: ReactNode;
}

/** The frame of the public pages: brand, a heading and a card. */
export function AuthFrame({ title, subtitle, width = 440, children }: AuthFrameProps) {
  return (
    // The page's main landmark, as the signed-in area has in AppShell.Main.
    <Box component="main" mih="100vh" bg="gray.0" py={{ base: 'md', sm: 48 }} px="md">
      <Center>
        <Stack w="100%" maw={width} gap="lg">
          <Stack gap={6} align="center">
            <Group gap={8} justify="center">
              <IconStethoscope size={34} color="var(--mantine-color-brand-7)" aria-hidden />
              <Text fw={800} fz={28} c="brand.8">
                NaijaCare
              </Text>
            </Group>
            <DemoBadge />
          </Stack>
          {/* Before signing in, this device's choice; afterwards a patient's profile decides. */}
          <Group justify="flex-end">
            <LanguageSelect />
          </Group>
          <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
            <Stack gap="md">
              <div>
                <Title order={1} fz={24}>
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" size="sm" mt={4}>
                    {subtitle}
                  </Text>
                )}
              </div>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
