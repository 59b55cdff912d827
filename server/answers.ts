import type { ServerResponse } from 'node:http';
import { securityHeaders } from '../deploy/headers.mjs';

/** A JSON answer that is never cached. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

/** A failure in the form service's shape: `{ success: false, message }`. */
export function fail(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { success: false, message }, headers);
}

/** The raw HTTP response for a request the server could not even parse (sent on the socket). */
export function rawFailure(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ success: false, message });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    // The site's security headers, as on every other answer (nginx sends them on its own too).
    ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
