import { FORM_MESSAGES, submitLead } from '@/lib/forms/contact';

const lead = { name: 'Asha Rao', phone: '+91 98765 43210', email: 'a@example.com', city: 'Pune' };
const service = { endpoint: 'https://forms.example/submit', accessKey: 'k', timeoutMs: 1000 };

/** Every status a response with a body can have. */
const STATUSES = Array.from({ length: 400 }, (_, i) => 200 + i).filter(
  (s) => ![204, 205, 304].includes(s),
);
const BODIES = [
  { success: true, message: 'Email sent successfully!' },
  { success: true },
  { success: false, message: '  Invalid access key.  ' },
  { success: false },
  { message: 'Rate limited.' },
  {},
];

function answer(status: number, body: unknown) {
  jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

describe('submitLead', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is sent only for a 2xx answer that says success: true, whatever the status', async () => {
    for (const status of STATUSES) {
      for (const body of BODIES) {
        answer(status, body);
        const outcome = await submitLead(lead, service);
        const sent = status < 300 && body.success === true;
        const message = sent ? undefined : body.message?.trim() || FORM_MESSAGES.rejected;
        expect({ status, body, outcome }).toEqual({
          status,
          body,
          outcome: sent ? { ok: true } : { ok: false, message },
        });
      }
    }
  });

  it('an answer that is not JSON, or no answer, is the connection message', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('<h1>500</h1>', { status: 500 }));
    expect(await submitLead(lead, service)).toEqual({ ok: false, message: FORM_MESSAGES.network });
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await submitLead(lead, service)).toEqual({ ok: false, message: FORM_MESSAGES.network });
    // Each failure is said apart in the console (__tests__/unit/forms/form-service-failures.test.ts).
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
