import { formatVerificationCode, type MedicalRecord } from '@naijacare/contracts';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../lib/format';
import { statusInSentenceKey } from '../../lib/prescriptionWording';
import { isSuperseded } from '../../lib/recordCorrections';
import { fitToPage } from './printFit';
import { PRINT_SHEET_CLASS } from './printSheet.css';
import { QrCode } from './QrCode';

/** The public address a pharmacist checks a code at (this app's own origin). */
export const verifyUrl = (code: string) => `${window.location.origin}/rx/${code}`;

export interface PrintSheetProps {
  record: MedicalRecord;
  patientName: string;
  /** The title of a record by id, when the page knows it: names the corrections of a superseded prescription. */
  titleOf?: (id: number) => string | undefined;
}

/**
 * One prescription laid out for one sheet of paper: who wrote it for whom and when, the
 * medications, the notes and the follow-up date, shortened to fit (printFit.ts) with a word on
 * where the rest is. A superseded prescription says so at the top. Plain HTML (no app chrome),
 * rendered straight into <body> so the print CSS can leave the app out.
 */
export function PrintSheet({ record, patientName, titleOf }: PrintSheetProps) {
  const { t } = useTranslation();
  const fitted = fitToPage(record);
  const superseded = isSuperseded(record);
  const status = record.prescription_status;
  const notCurrent = status !== null && status !== 'active';
  const kind =
    status === 'stopped'
      ? t('prescriptions.printTitleStopped')
      : status === 'replaced'
        ? t('prescriptions.printTitleReplaced')
        : status === 'completed'
          ? t('prescriptions.printTitleCompleted')
          : superseded
            ? t('prescriptions.printTitleSuperseded')
            : t('prescriptions.printTitle');
  const corrections = record.amended_by
    .map((id) => {
      const title = titleOf?.(id);
      return title ? t('prescriptions.correctionNamed', { id, title }) : t('records.recordNumber', { id });
    })
    .join(', ');

  return createPortal(
    <div className={PRINT_SHEET_CLASS} data-testid="print-sheet">
      <header>
        <span className="brand">NaijaCare</span>
        <span className="kind">{kind}</span>
      </header>
      {notCurrent && (
        <div className="banner" data-testid="print-not-current">
          {t('prescriptions.notCurrentBanner', { status: t(statusInSentenceKey(status)) })}
          {record.status_reason && ` ${t('records.rx.reason', { reason: record.status_reason })}`}
        </div>
      )}
      {superseded && <div className="banner">{t('prescriptions.supersededBanner', { corrections })}</div>}
      <table className="facts">
        <thead>
          <tr>
            <th scope="col">{t('prescriptions.patient')}</th>
            <th scope="col">{t('prescriptions.doctor')}</th>
            <th scope="col">{t('prescriptions.date')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{patientName}</td>
            <td>
              {record.prescriber_name ?? record.doctor_name}
              {record.doctor_specialization ? `, ${record.doctor_specialization}` : ''}
              <br />
              {t('prescriptions.licence', { licence: record.doctor_license })}
            </td>
            <td>{dateText(record.created_at)}</td>
          </tr>
        </tbody>
      </table>
      <h2>{record.title}</h2>
      <table className="medications">
        <colgroup>
          <col style={{ width: '24%' }} />
          <col style={{ width: '13%' }} />
          <col style={{ width: '17%' }} />
          <col style={{ width: '11%' }} />
          <col style={{ width: '35%' }} />
        </colgroup>
        <thead>
          <tr>
            <th>{t('records.medication')}</th>
            <th>{t('records.dosage')}</th>
            <th>{t('records.frequency')}</th>
            <th>{t('records.duration')}</th>
            <th>{t('records.instructions')}</th>
          </tr>
        </thead>
        <tbody>
          {fitted.medications.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: medications have no id; the list never reorders.
            <tr key={i}>
              <td>
                <div>{m.name}</div>
              </td>
              <td>
                <div>{m.dosage}</div>
              </td>
              <td>
                <div>{m.frequency}</div>
              </td>
              <td>
                <div>{m.duration}</div>
              </td>
              <td>
                <div>{m.instructions}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {(fitted.notes.length > 0 || record.follow_up_date) && (
        <div className="notes">
          {fitted.notes.map((note) => (
            <p key={note.key}>
              <strong>{note.key === 'description' ? t('records.description') : t('records.treatment')}:</strong> {note.text}
            </p>
          ))}
          {record.follow_up_date && (
            <p>
              <strong>{t('records.followUp')}:</strong> {dateText(record.follow_up_date)}
            </p>
          )}
        </div>
      )}
      {record.verification_code && (
        <div className="verify">
          <QrCode text={verifyUrl(record.verification_code)} label={t('prescriptions.verifyCode')} sizeMm={22} />
          <div>
            <div>
              {t('prescriptions.verifyCode')}: <strong className="code">{formatVerificationCode(record.verification_code)}</strong>
            </div>
            <div>{t('prescriptions.verifyHint', { url: `${window.location.origin}/rx` })}</div>
          </div>
        </div>
      )}
      <footer>
        {fitted.shortened && `${t('prescriptions.printShortened')} `}
        {t('prescriptions.printFooter', { date: dateText(new Date().toISOString()) ?? '' })}
      </footer>
    </div>,
    document.body,
  );
}
