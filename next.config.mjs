import { BASE_PATH } from './lib/base-path.mjs';

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
  // `npm test` type-checks the whole project once (npm run typecheck) before its several builds.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
};

export default nextConfig;
