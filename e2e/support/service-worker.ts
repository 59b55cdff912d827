import type { Page } from '@playwright/test';
import { expect } from './test';

// Helpers of the specs that run the service worker (the others block it; playwright.config.ts).

/** Opens `url` and waits until the service worker is installed and in charge of the page. */
export async function installWorker(page: Page, url = '/') {
  await page.goto(url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}

/** The paths of the articles the service worker keeps, from the page's view of its caches. */
export const keptArticles = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys())
      if (name.startsWith('healthhub-pages-'))
        for (const request of await (await caches.open(name)).keys())
          kept.push(new URL(request.url).pathname);
    return kept.sort();
  });

/** Reads an article online (the worker keeps it), waiting until it is kept. */
export async function readOnline(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
  await expect.poll(() => keptArticles(page)).toContain(new URL(url, 'http://x').pathname);
}

/** Whether the page's first image (an article's cover) is drawn. */
export const coverShown = (page: Page) =>
  page
    .locator('main img')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/**
 * Cuts the network and empties the browser's HTTP cache, so whatever loads after comes from the
 * service worker's caches alone (the HTTP cache would serve hashed files and covers offline too).
 */
export async function goOffline(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.detach();
  await page.context().setOffline(true);
}
