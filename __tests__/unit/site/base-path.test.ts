import { normaliseBasePath, stripBasePath } from '@/lib/site/base-path.mjs';
import {
  feedbackEndpoint,
  formEndpoint,
  LOCAL_FEEDBACK_SINK,
  LOCAL_LEAD_SINK,
  WEB3FORMS_ENDPOINT,
} from '@/lib/forms/endpoint.mjs';
import { siteRootUrl } from '@/lib/site/settings';
import { netlifyHeaders } from '@/deploy/headers.mjs';
import { nginxConfig } from '@/deploy/write-nginx-conf.mjs';

describe('NEXT_PUBLIC_BASE_PATH', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    ['/health/hub', '/health/hub'],
    ['health/hub/', '/health/hub'],
    [' /healthhub ', '/healthhub'],
  ])('%p is read as %p', (value, expected) => {
    expect(normaliseBasePath(value)).toBe(expected);
  });

  it.each(['https://example.org/hub', '/health hub', '/a/../b', '/hub?x=1', '/a//b'])(
    '%p is refused with a message naming the variable',
    (value) => {
      expect(() => normaliseBasePath(value)).toThrow(/NEXT_PUBLIC_BASE_PATH .* is not a URL path/);
    },
  );

  it('finds the path inside the site, or null outside it', () => {
    expect(stripBasePath('/health/hub/blog/x', '/health/hub')).toBe('/blog/x');
    expect(stripBasePath('/health/hub', '/health/hub')).toBe('/');
    expect(stripBasePath('/health/hubs/x', '/health/hub')).toBeNull();
    expect(stripBasePath('/blog/x', '')).toBe('/blog/x');
  });
});

describe('the site URL with a base path', () => {
  it('adds the base path to a site URL without a path', () => {
    expect(siteRootUrl('https://example.org', '/hub')).toBe('https://example.org/hub');
    expect(siteRootUrl('https://example.org/', '')).toBe('https://example.org');
  });

  it('accepts a site URL that already ends in the base path', () => {
    expect(siteRootUrl('https://example.org/hub/', '/hub')).toBe('https://example.org/hub');
  });

  it('refuses a site URL whose path is not the base path', () => {
    expect(() => siteRootUrl('https://example.org/other', '/hub')).toThrow(
      /NEXT_PUBLIC_SITE_URL .* ends in the path \/other, but NEXT_PUBLIC_BASE_PATH is "\/hub"/,
    );
  });
});

describe('URLs a sub-path build writes itself', () => {
  /** Loads fresh copies of the modules with the build-time variables set. */
  async function built(env: Record<string, string>) {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    let modules;
    await jest.isolateModulesAsync(async () => {
      modules = {
        images: await import('@/lib/images'),
        form: await import('@/lib/forms/endpoint.mjs'),
        seo: await import('@/lib/seo/metadata'),
      };
    });
    process.env = saved;
    return modules!;
  }

  it('prefixes cover images, the local lead sink and canonical URLs', async () => {
    const { images, form, seo } = await built({
      NEXT_PUBLIC_BASE_PATH: '/hub',
      NEXT_PUBLIC_SITE_URL: 'https://example.org',
    });
    expect(images.responsiveSources('/images/covers/a.svg')).toEqual({
      src: '/hub/generated/covers/a-1200.webp',
      srcSet:
        '/hub/generated/covers/a-400.webp 400w, /hub/generated/covers/a-800.webp 800w, /hub/generated/covers/a-1200.webp 1200w',
    });
    expect(form.LOCAL_LEAD_SINK).toBe('/hub/api/leads');
    expect(form.LOCAL_FEEDBACK_SINK).toBe('/hub/api/feedback');
    expect(seo.absoluteUrl('/blog/x')).toBe('https://example.org/hub/blog/x');
  });

  it('the form posts to the configured endpoint, else Web3Forms with a key, else the local sink', () => {
    expect(formEndpoint('https://forms.example/submit', 'key')).toBe(
      'https://forms.example/submit',
    );
    expect(formEndpoint(undefined, 'key')).toBe(WEB3FORMS_ENDPOINT);
    expect(formEndpoint('', '')).toBe(LOCAL_LEAD_SINK);
    // Feedback goes to the same service when one is configured, else to its own local sink.
    expect(feedbackEndpoint('https://forms.example/submit', 'key')).toBe(
      'https://forms.example/submit',
    );
    expect(feedbackEndpoint(undefined, 'key')).toBe(WEB3FORMS_ENDPOINT);
    expect(feedbackEndpoint('', '')).toBe(LOCAL_FEEDBACK_SINK);
  });
});

describe('host configuration for a sub-path build', () => {
  it('_headers rules all sit under the base path', () => {
    const paths = netlifyHeaders('/hub')
      .split('\n')
      .filter((line) => line && !line.startsWith(' '));
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(path.startsWith('/hub/')).toBe(true);
  });

  it('the nginx server block serves every location, the 404 page and the home data under it', () => {
    const conf = nginxConfig('/hub')['healthhub.conf'];
    const locations = [...conf.matchAll(/^\s*location (\S+) (\S+) \{$|^\s*location (\S+) \{$/gm)];
    expect(locations.length).toBeGreaterThan(5);
    for (const [line] of locations) expect(line).toContain('/hub');
    expect(conf).toContain('error_page 404 /hub/404.html;');
    expect(conf).toMatch(/location = \/hub \{[^}]*return 301 \/hub\/;/);
    expect(conf).toMatch(/location = \/hub\.txt \{[^}]*try_files \/hub\/index\.txt =404;/);
    expect(nginxConfig()['healthhub.conf']).not.toContain('/hub');
  });
});
