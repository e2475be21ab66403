// The "Professional photo" picker with a preview of the chosen image.

import { Avatar, FileInput, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicImage } from '../components/publicImage';
import { PHOTO_MAX_MB } from './photo';

interface PhotoInputProps {
  value: File | null;
  onChange: (photo: File | null) => void;
  error?: ReactNode;
  /** Shown when no new photo is chosen, e.g. the current one. */
  currentSrc?: string;
  placeholder?: string;
  /** Shown in the preview when there is no image. */
  fallback?: ReactNode;
}

/** A local address for the chosen file, released when it changes or the input goes away. */
function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function PhotoInput({ value, onChange, error, currentSrc, placeholder, fallback }: PhotoInputProps) {
  const { t } = useTranslation();
  const preview = usePreview(value);
  return (
    <Group align="flex-end" wrap="nowrap">
      <Avatar {...publicImage(preview ?? currentSrc, 72, 'eager')} size={72} radius="md" alt={preview ? t('fields.photoPreview') : t('fields.currentPhoto')}>
        {fallback}
      </Avatar>
      <FileInput
        style={{ flex: 1 }}
        label={t('fields.photo')}
        description={t('fields.photoHint', { mb: PHOTO_MAX_MB })}
        placeholder={placeholder ?? t('fields.choosePhoto')}
        accept="image/*"
        clearable
        leftSection={<IconPhoto size={16} />}
        value={value}
        onChange={onChange}
        error={error}
      />
    </Group>
  );
}
