/** A post to the form service (Web3Forms or compatible), shared by the contact form and the feedback form. */

export type FormService = { endpoint: string; accessKey: string; timeoutMs: number };

export type SubmitOutcome = { ok: true } | { ok: false; message: string };

/** What the reader is told when the service refuses without a message, or cannot be reached. */
export const SERVICE_MESSAGES = {
  rejected: 'Something went wrong. Please try again later.',
  network: 'Unable to send message. Check your connection.',
} as const;

/**
 * POSTs the fields (with the access key) as JSON and reads the JSON answer. A status outside 2xx or
 * success:false gives the service's message (or a generic one); a network failure, a timeout or a
 * body that is not JSON gives the network message.
 */
export async function postToFormService(
  fields: Record<string, string>,
  endpoint: string,
  service: Omit<FormService, 'endpoint'>,
): Promise<SubmitOutcome> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ access_key: service.accessKey, ...fields }),
      signal: AbortSignal.timeout(service.timeoutMs),
    });
    const data: unknown = await response.json();
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
    return { ok: false, message: message || SERVICE_MESSAGES.rejected };
  } catch {
    return { ok: false, message: SERVICE_MESSAGES.network };
  }
}
