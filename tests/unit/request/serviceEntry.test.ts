import { http, HttpResponse } from 'msw';
import { CancelledError } from '../../../kernel/errors';
import { discoverServiceEntry, entryServices, privateEntryUrl } from '../../../kernel/request';
import { useRequestServer } from '../../support/requestTestServer';

const server = useRequestServer();
const PAGE = 'https://docs.suite.test/app/picker';
const page = { location: { href: PAGE, host: 'docs.suite.test', protocol: 'https:' } };

function logger() {
  return { warn: vi.fn(), error: vi.fn() };
}

/** The page answers with the given x-origin header (or none). */
function servePage(xOrigin: string | null): URL[] {
  const calls: URL[] = [];
  server.use(
    http.get(PAGE, ({ request }) => {
      calls.push(new URL(request.url));
      return new HttpResponse('<html></html>', {
        headers: xOrigin ? { 'x-origin': xOrigin } : {},
      });
    }),
  );
  return calls;
}

describe('service-entry discovery', () => {
  it('oversea: loads the public entry JSON', async () => {
    server.use(
      http.get('https://entry.suite.test/public.json', () =>
        HttpResponse.json({ account: 'https://account.os.test', drive: 'https://drive.os.test' }),
      ),
    );
    const entry = await discoverServiceEntry({
      release: 'oversea',
      overseaEntryUrl: 'https://entry.suite.test/public.json',
      getWindow: () => page,
    });
    expect(entry.mode).toBe('oversea');
    expect(entryServices((entry as { entry: Record<string, unknown> }).entry)).toEqual({
      account: 'https://account.os.test',
      drive: 'https://drive.os.test',
    });
  });

  it('asks the page with debugger=1 and follows an http:// x-origin to the private entry', async () => {
    const calls = servePage('http://private.corp.test');
    const entryCalls: URL[] = [];
    server.use(
      http.get('http://private.corp.test/encryption/wps-private-entry.json', ({ request }) => {
        entryCalls.push(new URL(request.url));
        return HttpResponse.json({ account: 'http://private.corp.test/account' });
      }),
    );
    const entry = await discoverServiceEntry({ getWindow: () => page });
    expect(calls[0].searchParams.get('debugger')).toBe('1');
    expect(entryCalls[0].searchParams.get('_noencryption')).toBe('1');
    expect(entry).toEqual({
      mode: 'private',
      origin: 'http://private.corp.test',
      entry: { account: 'http://private.corp.test/account' },
    });
  });

  it('accepts an x-origin that starts with the page host', async () => {
    servePage('docs.suite.test/private');
    server.use(
      http.get('https://docs.suite.test/private/encryption/wps-private-entry.json', () =>
        HttpResponse.json({ drive: 'https://docs.suite.test/drive' }),
      ),
    );
    const entry = await discoverServiceEntry({ getWindow: () => page });
    expect(entry).toMatchObject({ mode: 'private', origin: 'https://docs.suite.test/private' });
  });

  it('warns and stays domestic for an x-origin that starts neither with http:// nor the host', async () => {
    servePage('https://elsewhere.example');
    const log = logger();
    const entry = await discoverServiceEntry({ getWindow: () => page, logger: log });
    expect(entry).toEqual({ mode: 'domestic' });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('x-origin'));
  });

  it('stays domestic without an x-origin header, and without a page', async () => {
    servePage(null);
    expect(await discoverServiceEntry({ getWindow: () => page })).toEqual({ mode: 'domestic' });
    expect(await discoverServiceEntry({ getWindow: () => undefined })).toEqual({
      mode: 'domestic',
    });
  });

  it('stays domestic, with a warning, when the private entry fails', async () => {
    servePage('http://private.corp.test');
    server.use(
      http.get(
        'http://private.corp.test/encryption/wps-private-entry.json',
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    const log = logger();
    // Marked as failed, so the service config is not stored (serviceConfig.ts).
    expect(await discoverServiceEntry({ getWindow: () => page, logger: log })).toEqual({
      mode: 'domestic',
      failed: true,
    });
    expect(log.warn).toHaveBeenCalled();
  });

  it('throws a CancelledError when aborted', async () => {
    servePage('http://private.corp.test');
    const controller = new AbortController();
    controller.abort();
    await expect(
      discoverServiceEntry({ getWindow: () => page, signal: controller.signal }),
    ).rejects.toBeInstanceOf(CancelledError);
  });

  it('builds the private entry URL', () => {
    expect(privateEntryUrl('http://p.test/')).toBe(
      'http://p.test/encryption/wps-private-entry.json?_noencryption=1',
    );
  });
});
