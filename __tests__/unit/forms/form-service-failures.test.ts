import { postToFormService, SERVICE_MESSAGES } from '@/lib/forms/service';

/**
 * A form service that answers but not with JSON, or does not answer: the reader gets the spec's
 * connection message every time, and the console says which case it was, for whoever debugs it.
 */
const service = { accessKey: 'k', timeoutMs: 50 };
let logged: string[];
beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args.join(' ')));
});
afterEach(() => jest.restoreAllMocks());

const answering = (body: BodyInit | null, init: ResponseInit) => {
  global.fetch = jest.fn(async () => new Response(body, init)) as typeof fetch;
};

describe('when the form service does not answer with JSON', () => {
  it.each([
    [
      'an HTML error page',
      '<h1>Server error</h1>',
      { status: 500, headers: { 'Content-Type': 'text/html' } },
      ['500', 'text/html'],
    ],
    ['no content', null, { status: 204 }, ['204', 'no content']],
    [
      'plain text',
      'OK',
      { status: 200, headers: { 'Content-Type': 'text/plain' } },
      ['200', 'text/plain'],
    ],
    [
      'broken JSON',
      '{"success": tru',
      { status: 200, headers: { 'Content-Type': 'application/json' } },
      ['200', 'application/json'],
    ],
  ] as const)(
    '%s: the connection message, and the status and type in the console',
    async (_, body, init, words) => {
      answering(body, init);
      expect(await postToFormService({}, 'https://forms.example/submit', service)).toEqual({
        ok: false,
        message: SERVICE_MESSAGES.network,
      });
      expect(logged).toHaveLength(1);
      for (const word of words) expect(logged[0]).toContain(word);
      expect(logged[0]).toContain('not JSON');
    },
  );

  it('no answer at all, or none in time: said apart in the console', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await postToFormService({}, 'https://forms.example/submit', service);
    global.fetch = jest.fn(async () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    }) as typeof fetch;
    await postToFormService({}, 'https://forms.example/submit', service);
    expect(logged[0]).toContain('could not be reached');
    expect(logged[1]).toContain('no answer within 50 ms');
  });
});
