import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BFF_ONLY_CODES, ERROR_CODES, UNAVAILABLE_TEXT_KEY } from '@/lib/errors/codes';
import { errorKey } from '@/lib/errors/text';

// The contract's "Error codes" table is the one list: the portal's table must say exactly the same
// (code, status, English message), the three codes only the BFF answers included.

const contract = readFileSync(join(__dirname, '..', '..', 'docs', 'api-contract.md'), 'utf8');

interface Row {
  code: string;
  status: number;
  message: string;
}

/** The rows of the markdown table under "Error codes" (up to the first line that is not a row). */
function contractTable(): Row[] {
  const lines = contract.split('\n');
  const start = lines.findIndex((line) => /\*\*Error codes\*\*/.test(line));
  expect(start).toBeGreaterThanOrEqual(0);
  const header = lines.findIndex((line, i) => i > start && /^\|\s*code\s*\|\s*status\s*\|\s*English message\s*\|/.test(line));
  expect(header).toBeGreaterThan(start);
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [code = '', status = '', message = ''] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    rows.push({ code: code.replace(/`/g, ''), status: Number(status), message });
  }
  return rows;
}

/** The BFF's own codes, named in prose after the table: `code` (status, "message"). */
function bffOnlyCodes(): Row[] {
  const paragraph = /The portal's BFF adds three of its own:([\s\S]*?)\n\n/.exec(contract)?.[1] ?? '';
  return [...paragraph.matchAll(/`(\w+)`\s*\((\d{3}),\s*"([^"]+)"/g)].map(([, code = '', status = '', message = '']) => ({
    code,
    status: Number(status),
    message,
  }));
}

const portal = (codes: readonly string[]): Row[] =>
  codes.map((code) => {
    const spec = ERROR_CODES[code as keyof typeof ERROR_CODES];
    return { code, status: spec.status, message: spec.message };
  });

describe('error codes: lib/errors/codes.ts against docs/api-contract.md', () => {
  const table = contractTable();
  const bff = bffOnlyCodes();

  it('reads the contract table and the three BFF-only codes', () => {
    expect(table.length).toBeGreaterThan(20);
    expect(bff.map((r) => r.code)).toEqual(['cross_origin', 'otp_no_pending', 'length_required']);
  });

  it('holds every code of the contract table with its status and English message, in that order', () => {
    const shared = Object.keys(ERROR_CODES).filter((code) => !BFF_ONLY_CODES.includes(code as never));
    expect(portal(shared)).toEqual(table);
  });

  it('holds the BFF-only codes as the contract words them, and calls exactly those BFF-only', () => {
    expect(portal(BFF_ONLY_CODES)).toEqual(bff);
    expect([...BFF_ONLY_CODES].sort()).toEqual(bff.map((r) => r.code).sort());
  });

  it('has no code the contract does not name', () => {
    const named = new Set([...table, ...bff].map((r) => r.code));
    expect(Object.keys(ERROR_CODES).filter((code) => !named.has(code))).toEqual([]);
  });

  it("names service_unavailable's message key for browser code as the table does", () => {
    expect(UNAVAILABLE_TEXT_KEY).toBe(errorKey('service_unavailable'));
  });

  it('gives every code an HTTP error status', () => {
    for (const [code, spec] of Object.entries(ERROR_CODES)) expect([code, spec.status >= 400 && spec.status < 600]).toEqual([code, true]);
  });
});
