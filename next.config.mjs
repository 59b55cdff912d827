/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // A separate build folder lets tests build a fixture corpus without touching the real build.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
