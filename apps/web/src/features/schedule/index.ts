// The schedule's public surface: the doctor's availability switch, also on the doctor's dashboard.
export { AvailabilitySwitch } from './AvailabilitySwitch';
