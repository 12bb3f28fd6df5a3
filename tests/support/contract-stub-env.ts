// The `integration-stub` jest project (issue 23): the BFF integration suite runs against the stub built
// from the conformance table (tests/integration/support/backend.ts reads this).
process.env.CONTRACT_BACKEND = 'stub';
