import { startContractStub } from '../../support/contract-stub/server';
import { startReferenceApi } from './reference-api';

// The backend a BFF integration test runs against: the reference API (the `integration` jest project),
// or, with CONTRACT_BACKEND=stub (the `integration-stub` project, issue 23), the stub built from the
// conformance table (tests/support/contract-stub/). The same test runs against both; a case that tests
// a decision of the reference API the spec does not make is `referenceOnly('<the quirk>')`, and the
// quirk is listed in docs/api-contract.md ("The second backend").

export const onStub = process.env.CONTRACT_BACKEND === 'stub';

export interface Backend {
  kind: 'reference' | 'stub';
  /** what API_URL is set to (the stub's carries a path prefix, as the centre's may) */
  url: string;
  /** the last one-time code sent to a phone (971…) */
  latestCode(phone: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startBackend(): Promise<Backend> {
  if (onStub) {
    const stub = await startContractStub();
    return { kind: 'stub', url: stub.url, latestCode: async (phone) => stub.latestCode(phone), stop: stub.stop };
  }
  const api = await startReferenceApi();
  return {
    kind: 'reference',
    url: api.url,
    // The reference API's sandbox outbox (SANDBOX=1): not the centre's, so only here.
    latestCode: async (phone) => {
      const res = await fetch(`${api.url}/sandbox/outbox?to=${phone}&limit=1`);
      return ((await res.json()) as { code: string }[])[0]?.code ?? '';
    },
    stop: api.stop,
  };
}

/**
 * `it` against the reference API, `it.skip` against the stub: the case checks a decision of the
 * reference API (`quirk` names it, and the skipped test's name shows it), not the spec's contract.
 */
export function referenceOnly(quirk: string) {
  return (name: string, fn: jest.ProvidesCallback, timeout?: number) =>
    onStub ? it.skip(`${name} [reference quirk: ${quirk}]`, fn, timeout) : it(name, fn, timeout);
}
