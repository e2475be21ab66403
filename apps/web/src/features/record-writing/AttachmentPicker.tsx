// The files to send with a record: a drop area that also opens the file chooser, the files
// waiting (each with its kind and an optional description, each removable, each with the server's
// refusal when it gave one), the files refused here with the reason, and the upload's progress.

import '@mantine/core/styles.css';
import '@mantine/dropzone/styles.css';
import { ActionIcon, Alert, Group, List, NativeSelect, Paper, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { ATTACHMENT_DESCRIPTION_MAX, ATTACHMENT_FILE_TYPES, ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, type AttachmentFileType } from '@naijacare/contracts';
import { IconFileUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from '../../lib/recordAttachments';
import { checkFiles, type FileRefusal, type PickedFile } from './files';

export interface AttachmentPickerProps {
  files: PickedFile[];
  onFilesChange: (files: PickedFile[]) => void;
  /** The kind of file a file not yet given one is taken to be (from the record's type). */
  guess: AttachmentFileType;
  /** 0..1 while an upload runs, else null. */
  progress: number | null;
  /** The server's refusal of a file, by the file's name. */
  fileErrors?: Record<string, string>;
  disabled?: boolean;
}

export function AttachmentPicker({ files, onFilesChange, guess, progress, fileErrors = {}, disabled }: AttachmentPickerProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<{ file: File; refusal: FileRefusal }[]>([]);
  const maxSize = fileSizeText(ATTACHMENT_MAX_BYTES);
  const typeOptions = ATTACHMENT_FILE_TYPES.map((type) => ({ value: type, label: t(`records.fileType.${type}`) }));

  const add = (chosen: File[]) => {
    const checked = checkFiles(
      files.map((p) => p.file),
      chosen,
    );
    setRefused(checked.flatMap(({ file, refusal }) => (refusal ? [{ file, refusal }] : [])));
    const accepted = checked.filter((c) => !c.refusal).map((c): PickedFile => ({ file: c.file, fileType: null, description: '' }));
    if (accepted.length > 0) onFilesChange([...files, ...accepted]);
  };
  const remove = (index: number) => onFilesChange(files.filter((_, i) => i !== index));
  const change = (index: number, patch: Partial<PickedFile>) => onFilesChange(files.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="attachments-label">
        {t('recordWriting.files.label')}
      </Text>
      <Dropzone
        onDrop={add}
        // No `accept` filter: every chosen file comes here and is checked by checkFiles, so a refused
        // file is named with its reason rather than silently left out, and a phone's picker (which
        // knows no MIME type for DICOM) does not hide .dcm files.
        multiple
        disabled={disabled}
        aria-labelledby="attachments-label"
        data-testid="attachment-dropzone"
      >
        <Group justify="center" gap="sm" mih={80} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <IconFileUpload size={32} stroke={1.5} aria-hidden />
          <Stack gap={2}>
            <Text size="sm">{t('recordWriting.files.drop')}</Text>
            <Text size="xs" c="dimmed">
              {t('recordWriting.files.limits', { max: ATTACHMENT_MAX_FILES, size: maxSize })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>

      {refused.length > 0 && (
        <Alert
          color="orange"
          role="alert"
          title={t('recordWriting.files.refusedTitle')}
          withCloseButton
          onClose={() => setRefused([])}
          closeButtonLabel={t('recordWriting.files.dismiss')}
        >
          <List size="sm">
            {refused.map(({ file, refusal }) => (
              <List.Item key={`${file.name}-${file.size}-${file.lastModified}`}>
                {t(`recordWriting.files.refusal.${refusal}`, { name: file.name, max: ATTACHMENT_MAX_FILES, size: maxSize })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      {files.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('recordWriting.files.waiting')}>
          {files.map(({ file, fileType, description }, index) => (
            <Paper withBorder p="xs" component="li" key={`${file.name}-${file.size}-${file.lastModified}`}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {file.name}{' '}
                      <Text span size="xs" c="dimmed">
                        {fileSizeText(file.size)}
                      </Text>
                    </Text>
                    {fileErrors[file.name] && (
                      <Text size="xs" c="red.8" role="alert">
                        {fileErrors[file.name]}
                      </Text>
                    )}
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={disabled}
                    onClick={() => remove(index)}
                    aria-label={t('recordWriting.files.remove', { name: file.name })}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
                  <NativeSelect
                    size="xs"
                    label={t('recordWriting.files.type')}
                    aria-label={t('recordWriting.files.typeOf', { name: file.name })}
                    data={typeOptions}
                    value={fileType ?? guess}
                    disabled={disabled}
                    onChange={(e) => change(index, { fileType: e.currentTarget.value as AttachmentFileType })}
                  />
                  <TextInput
                    size="xs"
                    label={t('recordWriting.files.description')}
                    aria-label={t('recordWriting.files.descriptionOf', { name: file.name })}
                    placeholder={t('recordWriting.files.descriptionHint')}
                    value={description}
                    maxLength={ATTACHMENT_DESCRIPTION_MAX}
                    disabled={disabled}
                    onChange={(e) => change(index, { description: e.currentTarget.value })}
                  />
                </SimpleGrid>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}

      {progress !== null && (
        // The section carries the progressbar role, so it carries the name too.
        <Progress.Root size="md">
          <Progress.Section value={Math.round(progress * 100)} aria-label={t('recordWriting.files.progress')} striped animated={progress < 1} />
        </Progress.Root>
      )}
    </Stack>
  );
}
