export const status = {
  active: 'Active',
  pending: 'Pending approval',
  rejected: 'Rejected',
  inactive: 'Inactive',
  verified: 'Verified',
} as const;
