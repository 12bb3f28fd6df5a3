import { SEED_USERS } from '../../reference-api/src/db/seed-users';

// The seed inserts each demo user once and skips conflicts (a demo keeps what it did), so a clash
// would drop a user silently: two users sharing a student id once removed the pre-registered one.

describe('demo users', () => {
  it.each(['id', 'studentId', 'email', 'number', 'emiratesId'] as const)('have distinct %s', (key) => {
    const values = SEED_USERS.map((u) => (key === 'number' ? `${u.startingCode}${u.number}` : u[key])).filter((v) => v !== undefined && v !== null);
    expect(new Set(values).size).toBe(values.length);
  });
});
