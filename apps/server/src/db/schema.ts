// Every table of every module, for drizzle-kit and for the typed database handle.
export * from '../modules/accounts/schema';
export * from '../modules/notifications/schema';
