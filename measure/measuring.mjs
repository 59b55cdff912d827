// What the measuring scripts share (`npm run measure:lighthouse`, `npm run measure:throttled`, `npm run measure:bench`):
// the preview server they load pages from, and Lighthouse's slow 4G.
import { spawn } from 'node:child_process';

/** Lighthouse's "slow 4G" in Chromium's terms: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * Starts server/preview-server.ts on `port` serving the export in `outDir`; resolves with the
 * process once it listens.
 * @param {string} outDir
 * @param {number} port
 * @param {Record<string, string>} [env] more environment for the server
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export function servePreview(outDir, port, env = {}) {
  const server = spawn('node', ['--import', 'tsx', 'server/preview-server.ts'], {
    env: { ...process.env, ...env, OUT_DIR: outDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => chunk.toString().includes('is served') && resolve(server));
    server.on('exit', (code) => reject(new Error(`The preview server stopped (${code}).`)));
  });
}
