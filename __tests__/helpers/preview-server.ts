import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A tiny exported site: enough pages for the server to serve (one article), and a host file it must not. */
export function fixtureSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-site-'));
  const page = (title: string) => `<!doctype html><title>${title}</title><h1>${title}</h1>`;
  fs.writeFileSync(path.join(dir, 'index.html'), page('Home'));
  fs.writeFileSync(path.join(dir, 'about.html'), page('About'));
  fs.writeFileSync(path.join(dir, '404.html'), page('Page not found'));
  fs.mkdirSync(path.join(dir, 'blog'));
  fs.writeFileSync(path.join(dir, 'blog', 'sleep-optimization-guide.html'), page('Sleep Better'));
  fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  fs.mkdirSync(path.join(dir, 'admin'));
  fs.writeFileSync(path.join(dir, 'admin', 'index.html'), page('Editor'));
  fs.writeFileSync(path.join(dir, 'admin', 'config.yml'), 'backend:\n  name: test-repo\n');
  return dir;
}

export type Server = { base: string; output: () => string; stop: () => Promise<void> };

/** Starts `npm start`'s server (server/preview-server.ts) on a free loopback port. */
export function startServer(env: Record<string, string>): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/preview-server.ts'],
    { env: { ...process.env, PORT: '0', HOST: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 20 s:\n${output}`)), 20_000);
    child.stdout!.on('data', () => {
      const base = /is served from .* at (http:\/\/[^/\s]+)/.exec(output)?.[1];
      if (!base) return;
      clearTimeout(timer);
      resolve({ base, output: () => output, stop });
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request, sent exactly as given (path, headers, body), on a connection of its own. */
export function send(
  base: string,
  {
    method = 'GET',
    path: target = '/',
    headers = {},
    body,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  },
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method, path: target, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A JSON post to the lead sink. */
export const postJson = (base: string, value: unknown, headers: Record<string, string> = {}) =>
  send(base, {
    method: 'POST',
    path: '/api/leads',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof value === 'string' ? value : JSON.stringify(value),
  });

/** The status line and headers of the answer to bytes sent as they are (two Host headers...). */
export function sendRaw(base: string, bytes: string): Promise<{ status: number; head: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => {
      const head = answer.split('\r\n\r\n')[0]!;
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head });
    });
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer in 5 s')));
  });
}
