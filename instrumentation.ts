// Runs once when the server starts: a bad environment (a missing, short or published session
// password) stops the process here, with the reason, instead of failing the first request. Next
// only logs an error thrown here and serves on, so the process exits itself.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    await import('./lib/env');
  } catch (error) {
    console.error(`portal: refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
