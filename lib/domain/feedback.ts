// The feedback form's limits, zod-free so the form's page can read them without shipping the schema
// (the schema loads on the first interaction: components/forms/lazy-resolver.ts).
export const MESSAGE_MAX = 1000;
export const RATINGS = ['1', '2', '3', '4', '5'] as const;
