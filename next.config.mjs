import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { BASE_PATH } from './lib/site/base-path.mjs';
import { buildKey } from './build-steps/build-key.mjs';

// One build key per checkout, beside the other build caches, so that webpack's cache lasts from
// one build to the next (build-steps/build-key.mjs).
process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ??= buildKey(
  fileURLToPath(new URL('node_modules/.cache/healthhub/build-key', import.meta.url)),
);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // A separate build folder lets tests build a fixture corpus without touching the real build.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Sub-path hosting (NEXT_PUBLIC_BASE_PATH): Next.js prefixes its links and scripts with it.
  basePath: BASE_PATH,
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Output file traces (.nft.json) tell a Node.js server which files to deploy; a static export
  // has no server. Excluding every file skips the tracing, which took about 13 CPU-seconds of the
  // 1,000-article build, while the pages were being generated.
  outputFileTracingExcludes: { '*': ['**/*'] },
  experimental: {
    // Workers that generate the pages. Next.js keeps one core for its main process, but with no
    // traces to collect that process waits while the pages are generated (README, Performance).
    cpus: os.availableParallelism(),
    // The server bundles run only here, to generate the pages: minifying them took 2.5-3.5 s of
    // the compile (docs/PERFORMANCE-HISTORY.md) and saved nothing a reader downloads.
    serverMinification: false,
    // Each language has its own root layout (app/(en), app/(hi)): the 404 page of addresses no
    // route matches is app/global-not-found.tsx.
    globalNotFound: true,
  },
  // The site's settings, the icons' shared code and the interface's English words are small
  // modules that many client components import: by default each script that imports one gets its
  // own copy (modules under 20 KB are not split out), so a page downloaded the same words three
  // times. Each is one shared script: the settings and icons together, the words one per area
  // (shell, search, forms...), so a page loads only the areas its components use.
  webpack: (config, { isServer }) => {
    const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
    if (!isServer && cacheGroups) {
      cacheGroups.shared = {
        name: 'site-shared',
        test: /[\\/](?:lib[\\/](?:site[\\/]settings|i18n[\\/](?:languages|text)|forms[\\/]endpoint)|components[\\/]i18n[\\/]language-provider|lucide-react[\\/]dist[\\/]esm[\\/](?:Icon|createLucideIcon|defaultAttributes|shared[\\/]src[\\/]utils|context))\./,
        chunks: 'all',
        enforce: true,
        priority: 50,
      };
      cacheGroups.words = {
        name: (module) => `words-${/([a-z]+)\.ts$/.exec(module.resource ?? '')?.[1] ?? 'en'}`,
        test: /[\\/]lib[\\/]i18n[\\/]dictionaries[\\/]en[\\/]client[\\/][a-z]+\.ts$/,
        chunks: 'all',
        enforce: true,
        priority: 50,
      };
    }
    return config;
  },
  // `npm test` type-checks the whole project once (npm run typecheck) before its several builds.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
};

export default nextConfig;
