// The wallet's public surface beside api.ts: the pieces other features' pages show (the balance on
// the dashboards, a top-up's outcome where a booking sent the payer to pay). Anything else of the
// wallet is its own (features/boundaries.test.ts).
export { TopUpStatus } from './TopUpResult';
export { type TopUpReturn, useTopUpReturn } from './useTopUpReturn';
export { EarningsSummary, WalletSummary } from './WalletSummary';
