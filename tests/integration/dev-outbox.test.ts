// /dev/ lists the sandbox outbox only when SANDBOX=1; otherwise the page does not exist.

async function loadPage(sandbox: '0' | '1') {
  const previous = process.env.SANDBOX;
  process.env.SANDBOX = sandbox;
  try {
    let page: typeof import('@/app/dev/page') | undefined;
    await jest.isolateModulesAsync(async () => {
      page = await import('@/app/dev/page');
    });
    return page!.default;
  } finally {
    if (previous === undefined) delete process.env.SANDBOX;
    else process.env.SANDBOX = previous;
  }
}

describe('/dev/ sandbox outbox page', () => {
  it('is not found without SANDBOX=1', async () => {
    const DevOutboxPage = await loadPage('0');
    await expect(DevOutboxPage()).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });

  it('renders the outbox, or says the API did not answer, with SANDBOX=1', async () => {
    const previous = process.env.API_URL;
    process.env.API_URL = 'http://127.0.0.1:9'; // nothing listens: the page must still render
    try {
      const DevOutboxPage = await loadPage('1');
      const element = await DevOutboxPage();
      expect(JSON.stringify(element)).toContain('The API did not answer.');
    } finally {
      if (previous === undefined) delete process.env.API_URL;
      else process.env.API_URL = previous;
    }
  });
});
