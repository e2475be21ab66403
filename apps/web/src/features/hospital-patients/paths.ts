// Where the hospital's read-only view of a patient lives.

export const hospitalPatientPath = (patientId: number) => `/hospital-patients/${patientId}`;
export const hospitalRecordPath = (patientId: number, recordId: number) => `/hospital-patients/${patientId}/records/${recordId}`;
