// Who may move a report from which status to which (DOMAIN.md "Report"). The service applies these
// with the reports on the same content locked; anything else is refused (409).
//
//   open ──admin hides the content──▶ actioned ──admin restores it──▶ restored
//   open ──admin dismisses──▶ dismissed

import type { MessageCode, ReportAction, ReportStatus } from '@naijacare/contracts';

interface Rule {
  from: ReportStatus[];
  to: ReportStatus;
  /** "Cannot <verb> a report that is <status>." */
  verb: string;
}

export const REPORT_TRANSITIONS: Record<ReportAction, Rule> = {
  action: { from: ['open'], to: 'actioned', verb: 'act on' },
  dismiss: { from: ['open'], to: 'dismissed', verb: 'dismiss' },
  restore: { from: ['actioned'], to: 'restored', verb: 'restore' },
};

/** Why the report's status forbids the move now, as [HTTP status, code, params], or null when it allows it. */
export function refusal(move: ReportAction, status: ReportStatus): [409, MessageCode, Record<string, string>] | null {
  const rule = REPORT_TRANSITIONS[move];
  return rule.from.includes(status) ? null : [409, 'report_status_conflict', { verb: rule.verb, status }];
}

/** What an admin may do to a report in this status: the list's allowed_actions. */
export const actionsFor = (status: ReportStatus): ReportAction[] =>
  (Object.keys(REPORT_TRANSITIONS) as ReportAction[]).filter((move) => refusal(move, status) === null);
