// Moderation's public surface beside api.ts: the button by which anyone reports a review or a
// message to the admins (reviews and chat show it).
export { ReportButton } from './ReportButton';
