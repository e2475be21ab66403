// Appointments' public surface beside api.ts: the actions on one appointment, shown wherever the
// appointment is (dashboard rows, the chat header, the hospital's list).
export { AppointmentActions } from './AppointmentActions';
