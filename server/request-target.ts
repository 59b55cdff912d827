import type { IncomingMessage } from 'node:http';

/** A request target: the path as sent (with its base path) and the query string. */
export type RequestTarget = { rawPath: string; search: string };

/**
 * The target of a request, or why it is refused. A browser never sends a fragment: a raw `#`
 * would be judged here as part of the path and dropped by the file server (`/_headers#` served
 * the host file), so it is refused wherever it stands.
 */
export function readTarget(target: string): RequestTarget | { refused: string } {
  if (target.includes('#')) return { refused: 'A request address carries no "#".' };
  const at = target.indexOf('?');
  const rawPath = at === -1 ? target : target.slice(0, at);
  return {
    rawPath: rawPath.startsWith('/') ? rawPath : `/${rawPath}`,
    search: at === -1 ? '' : target.slice(at),
  };
}

/**
 * A path decoded once, as serve-handler decodes it to choose the file; null when the encoding is
 * broken. Headers, host files and not-found pages are all judged on this path, so `/%61dmin/`
 * gets the editor's headers and `/%5F%68eaders` is a host file.
 */
export function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * How many Host headers a request has. Node keeps the first and drops the rest; nginx answers
 * 400 to a second one, and so does the preview server, so no two hosts judge it differently.
 */
export const hostHeaderCount = (req: IncomingMessage) =>
  req.rawHeaders.filter((value, i) => i % 2 === 0 && value.toLowerCase() === 'host').length;
