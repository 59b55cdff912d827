import fs from 'node:fs';
import SETTINGS from '../settings.json';
import { sidewaysScroll } from '../support/helpers';
import { expect, test } from '../support/test';

// Desktop only: the same pages and headers at every width.
test.describe('security', { tag: '@desktop' }, () => {
  // As readers load the pages: with the service worker, whose registration and caching must not
  // add a console message or a CSP violation either.
  test.use({ serviceWorkers: 'allow' });

  test('the 404 page logs only the missing path, loads every asset and does not scroll sideways', async ({
    page,
  }) => {
    const errors: string[] = [];
    const failed: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('response', (response) => response.status() >= 400 && failed.push(response.url()));
    await page.goto('/no-such-page');
    await page.waitForLoadState('networkidle');
    // The browser reports the document's own 404 status; that is the only failed response.
    expect(failed).toEqual([page.url()]);
    expect(
      errors.filter((e) => !e.includes('/no-such-page') && !e.includes('status of 404')),
    ).toEqual([]);
    expect(errors.filter((e) => e.includes('status of 404'))).toHaveLength(1);
    const overflow = await sidewaysScroll(page);
    expect(overflow).toBe(0);
  });

  test('pages, assets and the feed carry the security headers and the cache policy', async ({
    request,
  }) => {
    const html = await request.get('/');
    const headers = html.headers();
    expect(headers['content-security-policy']).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    );
    expect(headers['strict-transport-security']).toContain('max-age=31536000');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Only features browsers know (an unknown one is a console warning on every page); native
    // sharing needs no entry, its default allows this site.
    expect(headers['permissions-policy']).not.toContain('web-share');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const asset = (await html.text()).match(/\/_next\/static\/[^"]+\.js/)![0];
    expect((await request.get(asset)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await request.get('/feed.xml')).headers()['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
    const { version } = await (await request.get('/search-index/manifest.json')).json();
    for (const file of ['/search-index/manifest.json', `/search-index/${version}/grams/0.json`]) {
      expect((await request.get(file)).headers()['cache-control']).toBe(
        'public, max-age=0, must-revalidate',
      );
    }
  });

  test('each page has a CSP meta without unsafe-inline scripts, and out/_headers holds the same headers', async ({
    sharedPages,
  }) => {
    const page = await sharedPages.open('/blog/heart-healthy-diet-guide');
    const csp = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain(`connect-src 'self' ${new URL(SETTINGS.form.endpoint).origin}`);
    const file = fs.readFileSync('out/_headers', 'utf8');
    expect(file).toContain(
      "Content-Security-Policy: frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    );
    expect(file).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file).toContain('/search-index/*\n  Cache-Control: public, max-age=0, must-revalidate');
  });

  test('a script injected into the page without its hash does not run', async ({ page }) => {
    await page.goto('/about');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
  });

  test('every link that opens a new tab has rel="noopener noreferrer"', async ({ page }) => {
    for (const route of ['/', '/contact', '/blog/heart-healthy-diet-guide']) {
      await page.goto(route);
      const unsafe = await page
        .locator('a[target="_blank"]:not([rel="noopener noreferrer"])')
        .count();
      expect(unsafe, route).toBe(0);
    }
  });
});
