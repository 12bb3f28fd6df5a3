import { parseSessionPasswords } from '@/lib/session';

describe('session password rotation', () => {
  it('keeps a single password as is', () => {
    expect(parseSessionPasswords('x'.repeat(32))).toBe('x'.repeat(32));
  });
  it('parses an id-keyed rotation list', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(40);
    expect(parseSessionPasswords(`2:${b},1:${a}`)).toEqual({ '2': b, '1': a });
  });
  it('refuses a short entry', () => {
    expect(() => parseSessionPasswords(`2:short,1:${'a'.repeat(32)}`)).toThrow(/shorter than 32/);
  });
});
