import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { languageOf, type Lang } from '../lib/i18n/languages';
import { stripBasePath, withBasePath } from '../lib/site/base-path.mjs';
import { formOutcomePath } from '../lib/forms/outcomes';
import { isOwnOrigin } from './allowed-hosts';
import { fail, sendJson } from './answers';
import { createLineStore, escapeControls, type LineStore } from './leads-file';
import type { PostKind, SiteFacts } from './post-kinds';

/** The largest body taken, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

const MEDIA_TYPES = ['application/json', 'application/x-www-form-urlencoded'] as const;
type MediaType = (typeof MEDIA_TYPES)[number];

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function mediaType(req: IncomingMessage): MediaType {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const known = MEDIA_TYPES.find((t) => t === type);
  if (!known) throw new Refused(415, 'Send the form as application/json or a plain form post.');
  return known;
}

/** A post from a page of another site (its Origin is not this server's) is refused. */
function checkOrigin(req: IncomingMessage, hosts: ReadonlySet<string>) {
  const origin = req.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, hosts))
    throw new Refused(403, 'Posts from other sites are not accepted.');
}

/** The body's bytes, refused past MAX_BODY_BYTES (declared or sent). */
function readBody(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES)
    return Promise.reject(new Refused(413, `The body is larger than ${MAX_BODY_BYTES} bytes.`));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new Refused(413, `The body is larger than ${MAX_BODY_BYTES} bytes.`));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(bytes: Buffer, type: MediaType): Record<string, unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Refused(400, 'The body is not valid UTF-8.');
  }
  if (type === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(text));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refused(400, 'The request body is not valid JSON.');
  }
  if (!isRecord(value)) throw new Refused(400, 'The request body must be a JSON object.');
  return value;
}

/**
 * The sink for the site's own posts (the contact form's leads, and later kinds): each kind checked
 * with its own rules and appended to its own file in `dataDir`. Every failure is a JSON answer.
 */
export type SinkOptions = {
  dataDir: string;
  /** The names the server answers to (server/allowed-hosts.ts), read at each post. */
  hosts: () => ReadonlySet<string>;
  /** The exported site, to check what a post names. */
  site: SiteFacts;
  log?: (line: string) => void;
};

export function createPostSink(
  kinds: readonly PostKind[],
  { dataDir, hosts, site, log = console.log }: SinkOptions,
) {
  const stores = new Map(
    kinds.map((kind) => [
      kind.path,
      { kind, store: createLineStore(path.join(dataDir, kind.file)) },
    ]),
  );
  const files = [...stores.values()].map(({ store }) => store.file);

  /** The language of the page a post came from (its Referer on this site), else English. */
  function languageOfPost(req: IncomingMessage): Lang {
    try {
      const from = new URL(req.headers.referer ?? '');
      const path = isOwnOrigin(from.origin, hosts()) ? stripBasePath(from.pathname) : null;
      return path === null ? 'en' : languageOf(path);
    } catch {
      return 'en';
    }
  }

  /**
   * A plain form post from a browser (no JavaScript: form-encoded, HTML accepted) is answered with
   * a page, never JSON: a 303 to the page that says what happened, in the language of the page
   * the form was on. Scripts get JSON.
   */
  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    kind: PostKind,
    status: number,
    body: { success: boolean; message: string; errors?: Partial<Record<string, string>> },
  ) {
    const form = /^application\/x-www-form-urlencoded/i.test(req.headers['content-type'] ?? '');
    if (form && /\btext\/html\b/i.test(req.headers.accept ?? '')) {
      const page = body.success ? kind.pages.sent : kind.pages.notSent;
      res.writeHead(303, { Location: withBasePath(formOutcomePath(page, languageOfPost(req))) });
      return res.end();
    }
    return body.success || body.errors
      ? sendJson(res, status, body)
      : fail(res, status, body.message);
  }

  async function receive(
    req: IncomingMessage,
    res: ServerResponse,
    kind: PostKind,
    store: LineStore,
  ) {
    checkOrigin(req, hosts());
    const type = mediaType(req);
    const body = parse(await readBody(req), type);
    const accepted = kind.accept(body, site);
    const stored = {
      success: true,
      message: `Your ${kind.noun} was stored by the preview server.`,
    };
    // A dropped post (a filled honeypot) gets the same answer as a stored one.
    if ('drop' in accepted) return answer(req, res, kind, 200, stored);
    if ('errors' in accepted) {
      const message = Object.values(accepted.errors).join(' ');
      return answer(req, res, kind, 400, { success: false, message, errors: accepted.errors });
    }
    const record = { receivedAt: new Date().toISOString(), ...accepted.record };
    try {
      await store.append(record);
    } catch (error) {
      log(`Could not store a ${kind.noun}: ${escapeControls(String(error))}`);
      const message = `Your ${kind.noun} could not be stored. Please try again later.`;
      return answer(req, res, kind, 500, { success: false, message });
    }
    log(`New ${kind.noun}: ${escapeControls(kind.describe(accepted.record))}`);
    answer(req, res, kind, 200, stored);
  }

  return {
    files,
    /** Answers the request when its path is a sink's; false otherwise. */
    handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
      const entry = stores.get(pathname);
      if (!entry) return false;
      if (req.method !== 'POST') {
        fail(res, 405, 'Only POST is accepted here.', { Allow: 'POST' });
        return true;
      }
      receive(req, res, entry.kind, entry.store).catch((error: unknown) => {
        if (res.headersSent) return res.destroy();
        if (error instanceof Refused) {
          // A body left unread (too large, refused early) closes the connection after the answer.
          if (!req.complete) res.setHeader('Connection', 'close');
          return answer(req, res, entry.kind, error.status, {
            success: false,
            message: error.message,
          });
        }
        log(`Could not answer a post: ${escapeControls(String(error))}`);
        const message = 'Something went wrong. Please try again later.';
        answer(req, res, entry.kind, 500, { success: false, message });
      });
      return true;
    },
  };
}
