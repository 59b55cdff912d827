/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticleFeedback } from '@/components/article/article-feedback';
import { Toaster } from '@/components/ui/toaster';
import { COMMENT_MAX_LENGTH, FEEDBACK_KEY, FEEDBACK_MESSAGES } from '@/lib/forms/feedback';
import { site } from '@/lib/site/settings';

const ARTICLE = { article: 'sleep-optimization-guide', title: 'Sleep Better: A Practical Guide' };

/** jsdom has no fetch: the service answers with this status and body (a string is not JSON). */
function service(status = 200, body: unknown = { success: true }) {
  const answer = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (typeof body === 'string') throw new SyntaxError('Unexpected token');
      return body;
    },
  };
  const fetch = jest.fn(async () => answer);
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}
const sent = (fetch: jest.Mock) =>
  fetch.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit];
    return [url, JSON.parse(init.body as string)];
  });

function show() {
  render(
    <>
      <ArticleFeedback {...ARTICLE} />
      <Toaster />
    </>,
  );
}

beforeEach(() => {
  localStorage.clear();
  // A failed send is also said in the console (lib/forms/service.ts): kept out of the test output.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('"Was this article helpful?"', () => {
  it('Yes sends the answer with a subject naming the article, thanks, and is remembered', async () => {
    const fetch = service();
    show();
    expect(screen.getByLabelText(FEEDBACK_MESSAGES.commentLabel)).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.answeredYes)).toHaveFocus();
    expect(await screen.findByText(FEEDBACK_MESSAGES.thanks)).toBeInTheDocument();
    expect(sent(fetch)).toEqual([
      [
        site.form.feedbackEndpoint,
        {
          access_key: site.form.accessKey,
          subject: 'Feedback on "Sleep Better: A Practical Guide"',
          article: ARTICLE.article,
          helpful: 'yes',
          comment: '',
        },
      ],
    ]);
    expect(JSON.parse(localStorage.getItem(FEEDBACK_KEY)!)).toEqual({ [ARTICLE.article]: 'yes' });
  });

  it('No opens the optional comment, focused, and Send posts it trimmed', async () => {
    const fetch = service();
    show();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    const comment = screen.getByLabelText(FEEDBACK_MESSAGES.commentLabel);
    expect(comment).toBeVisible();
    expect(comment).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(comment, '  More about shift work.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.answeredNo)).toBeInTheDocument();
    expect(sent(fetch)[0]![1]).toMatchObject({ helpful: 'no', comment: 'More about shift work.' });
  });

  it('a No without a comment is sent too', async () => {
    const fetch = service();
    show();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText(FEEDBACK_MESSAGES.answeredNo);
    expect(sent(fetch)[0]![1]).toMatchObject({ helpful: 'no', comment: '' });
  });

  it.each([
    [400, { success: false, message: 'Invalid access key.' }, 'Invalid access key.'],
    [200, { success: false }, 'Something went wrong. Please try again later.'],
    [500, 'not json', 'Something went wrong. Please try again later.'],
  ])(
    'a refusal (%i) is reported, the comment is kept and nothing is remembered',
    async (status, body, message) => {
      service(status, body);
      show();
      await userEvent.click(screen.getByRole('button', { name: 'No' }));
      await userEvent.type(screen.getByLabelText(FEEDBACK_MESSAGES.commentLabel), 'Too long.');
      await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
      expect(await screen.findByText(FEEDBACK_MESSAGES.errorTitle)).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText(FEEDBACK_MESSAGES.commentLabel)).toHaveValue('Too long.');
      expect(localStorage.getItem(FEEDBACK_KEY)).toBeNull();
    },
  );

  it('a network failure is reported as one', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('Unable to send message. Check your connection.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeEnabled();
  });

  it.each([COMMENT_MAX_LENGTH + 1, COMMENT_MAX_LENGTH * 3])(
    'a pasted comment of %i characters is refused before sending',
    async (length) => {
      const fetch = service();
      show();
      await userEvent.click(screen.getByRole('button', { name: 'No' }));
      const comment = screen.getByLabelText(FEEDBACK_MESSAGES.commentLabel);
      // maxLength stops typing, not every paste: set the value as a paste would.
      comment.removeAttribute('maxlength');
      await userEvent.click(comment);
      await userEvent.paste('x'.repeat(length));
      await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
      expect(screen.getByText(FEEDBACK_MESSAGES.tooLong)).toBeInTheDocument();
      expect(comment).toHaveAttribute('aria-invalid', 'true');
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('a filled honeypot sends nothing', async () => {
    const fetch = service();
    show();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="botcheck"]')!;
    honeypot.checked = true;
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it.each([
    [{ [ARTICLE.article]: 'yes' }, FEEDBACK_MESSAGES.answeredYes],
    [{ [ARTICLE.article]: 'no', other: 'yes' }, FEEDBACK_MESSAGES.answeredNo],
  ])('an answer given on this device is shown instead of the question: %j', async (kept, text) => {
    localStorage.setItem(FEEDBACK_KEY, JSON.stringify(kept));
    show();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it.each(['not json', '[]', '{"sleep-optimization-guide":"maybe"}', 'null'])(
    'a damaged record (%s) asks again',
    async (kept) => {
      localStorage.setItem(FEEDBACK_KEY, kept);
      show();
      expect(await screen.findByRole('button', { name: 'Yes' })).toBeInTheDocument();
    },
  );
});
