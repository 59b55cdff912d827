import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3123';
const shots = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
for (const spec of shots) {
  const [name, path, width, scheme = 'light', full = 'full'] = spec.split('|');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 844 }, colorScheme: scheme });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const [p, hash] = path.split('#');
  if (hash) await page.evaluate((h) => document.getElementById(h)?.scrollIntoView(), hash);
  await page.waitForTimeout(300);
  if (full === 'full') await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  else {
    // Slices of the page, one screen tall each, from the given element down.
    const top = hash ? await page.evaluate(() => window.scrollY) : 0;
    for (let i = 0; i < Number(full); i += 1)
      await page.screenshot({
        path: `/tmp/shots/${name}-${i}.png`,
        fullPage: true,
        clip: { x: 0, y: top + i * 844, width: Number(width), height: 844 },
      });
  }
  await page.close();
}
await browser.close();
