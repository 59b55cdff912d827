// `npm run measure:screenshots [-- base-url]`: full-page screenshots of every screen at 390 px and 1280 px,
// plus the open menu and chat popup, and the home page, an article and search results in the dark
// theme ({name}-dark-{width}.png), written to screenshots/ (ignored by git). Serve the site first
// (npm start); the default base URL is http://localhost:3000.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const screens = {
  home: '/',
  search: '/?q=sleep',
  'no-results': '/?q=zzzxqv',
  article: '/blog/heart-healthy-diet-guide',
  category: '/category/mental-health',
  'empty-category': '/category/fitness',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  'not-found': '/no-such-page',
};

fs.mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const darkScreens = ['home', 'article', 'search'];
for (const [width, scheme] of [
  [390, 'light'],
  [1280, 'light'],
  [390, 'dark'],
  [1280, 'dark'],
]) {
  const page = await browser.newPage({ viewport: { width, height: 844 }, colorScheme: scheme });
  const dark = scheme === 'dark';
  for (const [name, path] of Object.entries(screens)) {
    if (dark && !darkScreens.includes(name)) continue;
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Lazy images below the fold load as the page scrolls; scroll through once.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    const file = `screenshots/${name}${dark ? '-dark' : ''}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
  }
  await page.goto(base);
  if (width < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.screenshot({ path: `screenshots/menu-open${dark ? '-dark' : ''}-${width}.png` });
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await page.screenshot({ path: `screenshots/chat-open${dark ? '-dark' : ''}-${width}.png` });
  await page.close();
}
await browser.close();
console.log('Screenshots written to screenshots/');
