// Records' public surface beside api.ts: a medical record as a list row and in full, shown by the
// patient's pages, the doctor's and the hospital's alike.
export { RecordDetail } from './RecordDetail';
export { RecordListItem } from './RecordListItem';
