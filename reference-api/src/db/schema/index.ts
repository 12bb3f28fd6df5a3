// The one pg-core schema, one file per domain; drizzle.config.ts points at this folder.
export * from './columns';
export * from './lookups';
export * from './users';
export * from './registrations';
export * from './otp';
export * from './outbox';
export * from './rate-limits';
export * from './notifications';
export * from './courses';
export * from './payments';
export * from './referrals';
export * from './documents';
export * from './schedules';
export * from './ledger';
export * from './jobs';
export * from './issued-documents';
