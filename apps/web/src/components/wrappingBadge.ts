// A badge whose words are always whole: in a narrow column or on a phone it grows a line rather
// than cutting "Awaiting user" or "Earning held for a dispute" short with an ellipsis.

export const WRAPPING_BADGE = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;
