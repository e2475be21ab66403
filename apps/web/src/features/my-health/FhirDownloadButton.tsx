import { Alert, Button, Stack } from '@mantine/core';
import { lagosDate } from '@naijacare/contracts';
import { IconAlertCircle, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { downloadFile } from '../records/api';
import { FHIR_EXPORT_PATH } from './api';

/** Saves the whole record as a FHIR R4 Bundle (JSON), for another clinic's system or the patient's own keeping. */
export function FhirDownloadButton() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = () => {
    setPending(true);
    setFailure(null);
    downloadFile(FHIR_EXPORT_PATH, `naijacare-record-${lagosDate(new Date())}.json`)
      .catch((error: unknown) => setFailure(errorMessage(error, t('myHealth.fhir.failed'))))
      .finally(() => setPending(false));
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="light" leftSection={<IconFileDownload size={18} />} loading={pending} onClick={download}>
        {t('myHealth.fhir.download')}
      </Button>
      {failure && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          withCloseButton
          onClose={() => setFailure(null)}
          closeButtonLabel={t('common.dismiss')}
        >
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
