import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '../../reference-api/src/error-codes';
import { FIELD_CODES } from '../../reference-api/src/platform/fields';

// The API's registry of error and field codes is the contract's table, code for code, status for status,
// message for message (docs/api-contract.md "Error codes" and "Field codes").
const doc = readFileSync(path.resolve(__dirname, '../../docs/api-contract.md'), 'utf8');

function tableAfter(heading: string): string[][] {
  const start = doc.indexOf(heading);
  expect(start).toBeGreaterThan(-1);
  const lines = doc.slice(start).split('\n').slice(1);
  const first = lines.findIndex((l) => l.trim().startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.trim().startsWith('|')) break;
    rows.push(
      line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
  }
  return rows.slice(2); // header and separator
}

const unquote = (cell: string) => cell.replace(/^`|`$/g, '');

describe('error codes', () => {
  const rows = tableAfter('**Error codes**');
  const bffParagraph = doc.slice(doc.indexOf("The portal's BFF adds"), doc.indexOf('- **Field codes**'));
  const bffOnly = [...bffParagraph.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!);

  it('the contract names three BFF-only codes, which the API does not answer with', () => {
    expect(bffOnly.sort()).toEqual(['cross_origin', 'length_required', 'otp_no_pending']);
    for (const code of bffOnly) expect(ERROR_CODES[code]).toBeUndefined();
  });

  it('the registry equals the table: codes, statuses and messages', () => {
    expect(rows.length).toBeGreaterThan(20);
    const documented = Object.fromEntries(rows.map(([code, status, message]) => [unquote(code!), { status: Number(status), message }]));
    const registry = Object.fromEntries(Object.values(ERROR_CODES).map((d) => [d.code, { status: d.status, message: d.message }]));
    expect(registry).toEqual(documented);
  });
});

describe('field codes', () => {
  const rows = tableAfter('**Field codes**');

  it('are the same set as the contract table', () => {
    expect(Object.keys(FIELD_CODES).sort()).toEqual(rows.map(([code]) => unquote(code!)).sort());
  });

  it('carry the spec texts: fixed ones word for word, the others with the field label', () => {
    for (const [code, , message] of rows) {
      const ours = FIELD_CODES[unquote(code!) as keyof typeof FIELD_CODES];
      if (message!.includes('{Field}')) expect(message!.startsWith(ours.replace(/\{n\}/g, '{n}'))).toBe(true);
      else if (!message!.includes(' / ')) expect(ours).toBe(message);
    }
  });
});
