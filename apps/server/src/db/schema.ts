// Every table of every module, for drizzle-kit and for the typed database handle.
export * from '../modules/access/schema';
export * from '../modules/accounts/schema';
export * from '../modules/appointments/schema';
export * from '../modules/audit/schema';
export * from '../modules/call-recordings/schema';
export * from '../modules/calls/schema';
export * from '../modules/chat/schema';
export * from '../modules/hospitals/schema';
export * from '../modules/notifications/schema';
export * from '../modules/payments/schema';
export * from '../modules/payouts/schema';
export * from '../modules/records/schema';
export * from '../modules/reports/schema';
export * from '../modules/reviews/schema';
export * from '../modules/schedules/schema';
export * from '../modules/support/schema';
export * from '../modules/wallet/schema';
