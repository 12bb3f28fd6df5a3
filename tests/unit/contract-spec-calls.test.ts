import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  NAMED_CALLS,
  NOT_CALLS,
  SNAPSHOT_DIR,
  SPEC_FILES,
  explicitCalls,
  readSnapshot,
  specBullets,
  specCalls,
  specSection,
  type Doc,
} from '@/tests/fixtures/contract/spec-list';
import { pathPattern, readTable } from '@/tests/fixtures/contract/table';
import { SPEC_CALLS } from '@/tests/fixtures/contract/spec-calls';

// Issue 23 (a) and (c): every call the spec names (R§6, R§7, D§7, read from the spec's own text) has a
// row in the conformance table of docs/api-contract.md, with the spec's method, path and the fields
// the spec writes; and every call of the fixture (the adapter's calls, tests/unit/contract-table.test.ts)
// has its row.

const { rows } = readTable();
const rowById = new Map(rows.map((r) => [r.id, r]));
const sameShape = (a: string, b: string) => a === b || pathPattern(a).test(b) || pathPattern(b).test(a);

describe('the snapshot of the spec', () => {
  const shared = path.resolve(process.cwd(), '../shared/spec');
  // CI clones only this repository; where the spec sits beside it (a working copy), the snapshot must be its text.
  const maybe = existsSync(shared) ? it : it.skip;
  maybe.each(Object.entries(SPEC_FILES))('%s: the snapshot holds the spec sections verbatim', (doc, file) => {
    const spec = readFileSync(path.join(shared, file.spec), 'utf8');
    const snapshot = readSnapshot(doc as Doc);
    for (const heading of file.sections) expect(specSection(snapshot, heading)).toBe(specSection(spec, heading));
  });

  it('is in the repository', () => {
    for (const file of Object.values(SPEC_FILES)) expect(existsSync(path.join(SNAPSHOT_DIR, file.snapshot))).toBe(true);
  });
});

describe('the parser of the call lists', () => {
  it('reads D§7 prefixes, siblings, queries and "with" fields', () => {
    const at = (text: string, prefix = '') => explicitCalls({ doc: 'D', text, prefix }).map((c) => `${c.method} ${c.path} ${c.query} | ${c.body}`);
    expect(at('POST lecture-hall/find-schedule and book-schedule.', 'schedule/v1/')).toEqual([
      'POST schedule/v1/lecture-hall/find-schedule  | ',
      'POST schedule/v1/lecture-hall/book-schedule  | ',
    ]);
    expect(at('DELETE schedule/{id}?reason.', 'schedule/v1/')).toEqual(['DELETE schedule/v1/schedule/{id} reason | ']);
    expect(at('POST student/documents with _id, fileType, uri, front, name, size.')).toEqual([
      'POST student/documents  | _id,fileType,uri,front,name,size',
    ]);
    expect(at('PDF GET student/contract/{id}/pdf/ and pdf-notsigned/.')).toEqual([
      'GET student/contract/{id}/pdf/  | ',
      'GET student/contract/{id}/pdf-notsigned/  | ',
    ]);
    expect(at('PUT to update the document number with _id, documentNumber.')).toEqual([]);
  });

  it('reads only written paths in R§7 ("Exact paths … are not shown")', () => {
    const at = (text: string) => explicitCalls({ doc: 'R', text, prefix: '' }).map((c) => `${c.method} ${c.path} ${c.query}`);
    expect(at('POST signup with the registration payload; response user')).toEqual([]);
    expect(at('GET entity/v1/license-type with _start=0 and _end=1000 (public); GET entity/v1/emirates')).toEqual([
      'GET entity/v1/license-type _start,_end',
      'GET entity/v1/emirates ',
    ]);
  });

  it('finds the spec calls (R§7 lookups and the D§7 lists)', () => {
    expect(specCalls().length).toBeGreaterThan(80);
  });
});

describe('(a) every call the spec names has its row', () => {
  it.each(specCalls().map((c) => [`${c.doc}§ ${c.method} ${c.path}`, c] as const))('%s', (_name, call) => {
    const candidates = rows
      .flatMap((row) => row.calls.map((rc) => ({ row, rc })))
      .filter(({ rc }) => rc.method === call.method && sameShape(rc.path, call.path));
    if (candidates.length === 0) throw new Error(`no row for ${call.method} ${call.path} (spec: "${call.bullet}")`);
    const written = [...call.query, ...call.body];
    // The fields the spec writes are in the row's request fields (one of the rows, for a generic path).
    const missing = candidates.map(({ rc }) => written.filter((f) => !rc.fields.some((x) => x.name === f || x.name.endsWith(`.${f}`))));
    expect(missing.sort((a, b) => a.length - b.length)[0]).toEqual([]);
  });

  it.each(NAMED_CALLS.map((c) => [`${c.doc}§ "${c.phrase}"`, c] as const))('%s', (_name, call) => {
    expect(readSnapshot(call.doc)).toContain(call.phrase);
    for (const id of call.rows) expect(rowById.get(id)?.id).toBe(id);
  });

  it('every bullet of R§7 and D§7 is a call with a path, a named call, or not a call (a new bullet needs a row)', () => {
    const explained = (doc: Doc, text: string) =>
      explicitCalls({ doc, text, prefix: '' }).length > 0 ||
      NAMED_CALLS.some((c) => c.doc === doc && text.includes(c.phrase)) ||
      NOT_CALLS.some((c) => c.doc === doc && text.includes(c.phrase));
    const unexplained = (['R', 'D'] as const).flatMap((doc) =>
      specBullets(doc)
        .filter((b) => !explained(doc, b.text))
        .map((b) => `${doc}§: ${b.text}`),
    );
    expect(unexplained).toEqual([]);
    for (const c of NOT_CALLS) expect(readSnapshot(c.doc)).toContain(c.phrase);
  });
});

describe('(c) every call of the fixture has its row', () => {
  it.each(SPEC_CALLS.map((c) => [c.id, c] as const))('%s', (_id, call) => {
    const row = rowById.get(call.row);
    if (!row) throw new Error(`no row ${call.row} for ${call.method} ${call.path}`);
    if (call.path === '(path not shown)') return;
    expect(row.calls.map((rc) => `${rc.method} ${rc.path}`)).toContain(`${call.method} ${call.path}`);
  });
});
