// Hospital affiliations' public surface beside api.ts: the reason asked when an affiliation is
// rejected, suspended or revoked, also from the hospital's doctors page.
export { ReasonModal, type ReasonTarget } from './ReasonModal';
