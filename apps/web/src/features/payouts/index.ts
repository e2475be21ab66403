// Payouts' public surface: the wallet page's part for doctors and hospitals.
export { PayoutsSection } from './PayoutsSection';
