import { parseEnv } from '../../reference-api/src/env';
import { randomSecret } from './support/test-app';

// No secret has a default: a process given nothing, a short value, a placeholder or a value ever committed
// to this repository refuses to boot, with a message that says which variable and why.
const good = { TOKEN_SECRET: randomSecret(), OTP_SECRET: randomSecret() };
const boot = (env: Record<string, string | undefined>) => () => parseEnv(env);

describe('TOKEN_SECRET and OTP_SECRET', () => {
  it('boot with two distinct random secrets', () => {
    const env = parseEnv(good);
    expect(env.TOKEN_SECRET).toBe(good.TOKEN_SECRET);
    expect(env.OTP_SECRET).toBe(good.OTP_SECRET);
  });

  it.each(['TOKEN_SECRET', 'OTP_SECRET'])('%s is required', (name) => {
    expect(boot({ ...good, [name]: undefined })).toThrow(new RegExp(`${name} is required`));
    expect(boot({ ...good, [name]: '' })).toThrow(new RegExp(`${name} is required`));
  });

  it.each([
    ['short', 'x'.repeat(12) + 'abcdefgh', /at least 32 characters/],
    ['the value once committed here', 'dev-only-reference-api-token-secret-change-me-0123456789', /published in this repository/],
    ['a dev-only placeholder', 'dev-only-secret-for-my-laptop-0123456789abcdef', /placeholder/],
    ['a change-me placeholder', 'please-change-me-before-production-0123456789', /placeholder/],
    ['a repeated character', 'a'.repeat(40), /too little variety/],
  ])('refuses %s', (_label, value, message) => {
    expect(boot({ ...good, TOKEN_SECRET: value })).toThrow(message);
    expect(boot({ ...good, OTP_SECRET: value })).toThrow(message);
  });

  it('refuses one value for both', () => {
    expect(boot({ TOKEN_SECRET: good.TOKEN_SECRET, OTP_SECRET: good.TOKEN_SECRET })).toThrow(/OTP_SECRET must differ from TOKEN_SECRET/);
  });
});
