import { ActionIcon, Button, CopyButton, Group, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { GeneratedAccessCode } from '@naijacare/contracts';
import { IconCheck, IconCopy, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../lib/format';

// Printing shows only the list of codes: everything else on the page is hidden on paper.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .access-codes-print, .access-codes-print * { visibility: visible !important; }
  .access-codes-print { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .access-codes-print .no-print { display: none !important; }
  .access-codes-print .print-only { display: block !important; }
}`;

/** Groups of four are easier to read aloud and type: "ABCD-2345". */
const spaced = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The codes just generated, shown this once: the server keeps only their hashes. */
export function GeneratedCodesModal({ codes, hospitalName, onClose }: { codes: GeneratedAccessCode[] | null; hospitalName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const count = codes?.length ?? 0;
  const all = (codes ?? []).map((c) => spaced(c.code)).join('\n');
  return (
    <Modal opened={codes !== null} onClose={onClose} title={t('hospitalPatients.generatedTitle', { count })} size="lg" centered closeOnClickOutside={false}>
      <style>{PRINT_CSS}</style>
      <Stack className="access-codes-print">
        <Text fw={600} display="none" className="print-only">
          {t('hospitalPatients.printHeading', { hospital: hospitalName })}
        </Text>
        <Text size="sm" className="no-print">
          {t('hospitalPatients.generatedOnce')}
        </Text>
        <Table verticalSpacing={6} aria-label={t('hospitalPatients.generatedTitle', { count })}>
          <Table.Tbody>
            {(codes ?? []).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Text ff="monospace" fz="lg" fw={700} data-testid="generated-code">
                    {spaced(c.code)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {t('hospitalPatients.expires', { date: dateText(c.expires_at) ?? '' })}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" className="no-print">
                  <CopyButton value={c.code}>
                    {({ copied, copy }) => (
                      <Tooltip label={copied ? t('hospitalPatients.copied') : t('hospitalPatients.copy', { code: spaced(c.code) })} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color={copied ? 'teal' : 'gray'}
                          onClick={copy}
                          aria-label={t('hospitalPatients.copy', { code: spaced(c.code) })}
                        >
                          {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </CopyButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" className="no-print">
          <CopyButton value={all}>
            {({ copied, copy }) => (
              <Button variant="default" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
                {copied ? t('hospitalPatients.copied') : t('hospitalPatients.copyAll')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('hospitalPatients.print')}
          </Button>
          <Button onClick={onClose}>{t('hospitalPatients.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
