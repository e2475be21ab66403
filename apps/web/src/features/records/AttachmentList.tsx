import { ActionIcon, Alert, Anchor, Group, Image, Loader, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconFile, IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { QueryBoundary } from '../../components/QueryBoundary';
import { errorMessage } from '../../lib/errors';
import { fileSizeText, inlineUrlOf, previewKindOf, type RecordAttachment } from '../../lib/recordAttachments';
import { toast } from '../../shell/toasts';
import { downloadFile, recordQueries, useBlobUrl, useDeleteAttachment } from './api';

function AttachmentIcon({ contentType }: { contentType: string }) {
  const kind = previewKindOf(contentType);
  if (kind === 'pdf') return <IconFileTypePdf size={20} aria-hidden />;
  if (kind === 'image') return <IconPhoto size={20} aria-hidden />;
  return <IconFile size={20} aria-hidden />;
}

/**
 * The preview in a modal: the image, or the PDF in a frame (the blob URL's own origin keeps it
 * apart). The modal stays mounted so that, closed, it returns focus to the Preview button; the
 * file is fetched only while it is open (every fetch is a download in the patient's access log)
 * and its blob: URL is freed once the modal has finished closing.
 */
function PreviewModal({ attachment, opened, onClose }: { attachment: RecordAttachment; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const kind = previewKindOf(attachment.content_type);
  const [shown, setShown] = useState(false);
  if (opened && !shown) setShown(true);
  const blob = useBlobUrl(shown ? inlineUrlOf(attachment.download_url) : null);
  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={() => setShown(false)} title={attachment.original_name} size="xl">
      {blob.status === 'error' && (
        <Alert color="red" role="alert">
          {errorMessage(blob.error, t('records.previewFailed'))}
        </Alert>
      )}
      {(blob.status === 'loading' || blob.status === 'idle') && <Loader aria-label={t('records.loadingPreview')} />}
      {blob.status === 'ready' && kind === 'image' && (
        <Image src={blob.url} alt={t('records.previewOf', { name: attachment.original_name })} fit="contain" mah="70vh" />
      )}
      {blob.status === 'ready' && kind === 'pdf' && (
        <Stack gap="xs">
          <iframe src={blob.url} title={attachment.original_name} style={{ width: '100%', height: '70vh', border: 0 }} />
          <Anchor href={blob.url} target="_blank" rel="noopener" size="sm">
            {t('records.openInNewTab')}
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}

function AttachmentRow({ attachment }: { attachment: RecordAttachment }) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAttachment();
  const kind = previewKindOf(attachment.content_type);
  const name = attachment.original_name;

  const deleteFile = () =>
    remove.mutate(attachment.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('records.attachmentDeleted', { name }));
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(error, t('records.attachmentDeleteFailed')));
      },
    });

  const download = () => {
    setDownloading(true);
    downloadFile(attachment.download_url, attachment.original_name)
      .catch((error: unknown) => toast.error(errorMessage(error, t('records.downloadFailed'))))
      .finally(() => setDownloading(false));
  };

  return (
    <Paper withBorder p="sm" component="li" data-testid="attachment">
      <Group wrap="nowrap" align="center" gap="sm">
        <AttachmentIcon contentType={attachment.content_type} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {attachment.original_name}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`records.fileType.${attachment.file_type}`)} · {fileSizeText(attachment.size_bytes)}
          </Text>
          {attachment.description && <Text size="xs">{attachment.description}</Text>}
        </Stack>
        {kind && (
          <Tooltip label={t('records.preview')}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('records.previewNamed', { name: attachment.original_name })}
              onClick={() => setPreviewing(true)}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={t('records.download')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            loading={downloading}
            aria-label={t('records.downloadNamed', { name: attachment.original_name })}
            onClick={download}
          >
            <IconDownload size={18} />
          </ActionIcon>
        </Tooltip>
        {attachment.allowed_actions.includes('delete') && (
          <Tooltip label={t('records.deleteAttachment')}>
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('records.deleteAttachmentNamed', { name })} onClick={() => setConfirming(true)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {kind && <PreviewModal attachment={attachment} opened={previewing} onClose={() => setPreviewing(false)} />}
      <ConfirmModal
        opened={confirming}
        title={t('records.deleteAttachmentTitle')}
        confirmLabel={t('records.deleteAttachment')}
        cancelLabel={t('records.keepAttachment')}
        busy={remove.isPending}
        danger
        onClose={() => setConfirming(false)}
        onConfirm={deleteFile}
      >
        {t('records.deleteAttachmentConfirm', { name })}
      </ConfirmModal>
    </Paper>
  );
}

export interface AttachmentListProps {
  /** The record whose files are listed; the server answers 404 if the caller may not read it. */
  recordId: number;
  /** From the record's `attachment_count`, when known: zero skips the request. */
  count?: number;
}

/**
 * A record's files: name, type and size; a preview for images and PDF; a download for every file;
 * a delete for the author within the record's edit window. A file is fetched (with the bearer, shown
 * from a blob: URL freed when the preview closes) only when the person asks to see or save it.
 */
export function AttachmentList({ recordId, count }: AttachmentListProps) {
  const { t } = useTranslation();
  const query = useQuery({ ...recordQueries.attachments(recordId), enabled: count !== 0 });
  if (count === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('records.noAttachments')}
      </Text>
    );
  return (
    <QueryBoundary query={query} failed={t('records.attachmentsFailed')} empty={t('records.noAttachments')} pick={(page) => page.results}>
      {(attachments) => (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('records.attachments')}>
          {attachments.map((a) => (
            <AttachmentRow key={a.id} attachment={a} />
          ))}
        </Stack>
      )}
    </QueryBoundary>
  );
}
