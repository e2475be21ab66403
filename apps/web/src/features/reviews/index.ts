// Reviews' public surface beside api.ts: rating a completed appointment, from its actions.
export { RateButton } from './RateButton';
