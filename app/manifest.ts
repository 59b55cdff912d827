import type { MetadataRoute } from 'next';
import { withBasePath } from '@/lib/site/base-path.mjs';
import { site } from '@/lib/site/settings';
import { THEME_COLOURS } from '@/lib/site/theme';

export const dynamic = 'force-static';

/** The web app manifest (/manifest.webmanifest): HealthHub installs as an app. */
export default function manifest(): MetadataRoute.Manifest {
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: withBasePath(`/generated/icons/${file}`),
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    id: withBasePath('/'),
    start_url: withBasePath('/'),
    scope: withBasePath('/'),
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOURS.light,
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('maskable-512.png', 512, 'maskable'),
    ],
  };
}
