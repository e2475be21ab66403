// Hospital booking's public surface beside api.ts: withdrawing an unbooked slot, also from the
// hospital's appointments list.
export { WithdrawSlotModal } from './UnbookedSlots';
