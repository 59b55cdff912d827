/** A post to the form service (Web3Forms or compatible), shared by the contact form and the feedback form. */
import { formsClient } from '../i18n/dictionaries/en/client/forms';
import { fill } from '../i18n/text';

export type FormService = { endpoint: string; accessKey: string; timeoutMs: number };

export type SubmitOutcome = { ok: true } | { ok: false; message: string };

/**
 * What the reader is told when the service refuses, or cannot be reached, in a language's words
 * (the client dictionary's `forms.service`).
 */
export type ServiceWords = { rejected: string; network: string; serviceSaid: string };

/** The English words: what the reader is told when the service refuses without a message, or cannot be reached. */
export const SERVICE_MESSAGES = {
  rejected: formsClient.service.rejected,
  network: formsClient.service.network,
};

/** How many characters of a form service's own message the reader is shown: a sentence or two. */
export const MESSAGE_LIMIT = 200;

/**
 * The start of a message, as plain text on one line: whole when short, else cut after the last
 * whole word within MESSAGE_LIMIT characters (or, with no space there, after the last whole
 * letter) with an ellipsis, so that no answer can draw a toast taller than the screen or freeze
 * the page.
 */
export function boundedMessage(text: string): string {
  const whole = text.replace(/\s+/g, ' ').trim();
  if (Array.from(whole.slice(0, MESSAGE_LIMIT * 2 + 1)).length <= MESSAGE_LIMIT) return whole;
  // MESSAGE_LIMIT + 1 characters: a space just after the limit still ends a whole word.
  const window = Array.from(whole.slice(0, MESSAGE_LIMIT * 2 + 2))
    .slice(0, MESSAGE_LIMIT + 1)
    .join('');
  const space = window.lastIndexOf(' ');
  if (space > 0) return `${window.slice(0, space).trimEnd()}…`;
  const letters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(window)];
  return `${letters
    .slice(0, -1)
    .map((letter) => letter.segment)
    .join('')}…`;
}

/**
 * POSTs the fields (with the access key) as JSON and reads the JSON answer. A status outside 2xx or
 * success:false gives the service's message (or a generic one); a network failure, a timeout or a
 * body that is not JSON gives the network message, and the console says which it was (for whoever
 * debugs the clinic's form service: the reader sees the spec's message). The reader's messages are
 * in `words` (English by default); the service's own message is shown as `words.serviceSaid` says.
 */
export async function postToFormService(
  fields: Record<string, string>,
  endpoint: string,
  service: Omit<FormService, 'endpoint'>,
  words: ServiceWords = formsClient.service,
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ access_key: service.accessKey, ...fields }),
      signal: AbortSignal.timeout(service.timeoutMs),
    });
  } catch (error) {
    // AbortSignal.timeout's DOMException: judged by its name (it may come from another realm).
    const timedOut =
      typeof error === 'object' &&
      error !== null &&
      'name' in error &&
      error.name === 'TimeoutError';
    console.error(
      timedOut
        ? `The form service gave no answer within ${service.timeoutMs} ms (${endpoint}).`
        : `The form service could not be reached (${endpoint}): ${String(error)}`,
    );
    return { ok: false, message: words.network };
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    const type = response.headers?.get('content-type') || 'no content type';
    const empty = response.status === 204 ? ', no content' : '';
    console.error(
      `The form service answered ${response.status} (${type}${empty}), not JSON (${endpoint}).`,
    );
    return { ok: false, message: words.network };
  }
  // Sent only when both the HTTP status (2xx) and the body say so.
  const success =
    typeof data === 'object' && data !== null && 'success' in data && data.success === true;
  if (response.ok && success) return { ok: true };
  const message =
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
      ? data.message.trim()
      : '';
  const reason = boundedMessage(message);
  return { ok: false, message: reason ? fill(words.serviceSaid, { reason }) : words.rejected };
}
