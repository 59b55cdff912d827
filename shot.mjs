import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const shots = JSON.parse(process.argv[2]);
for (const [url, width, file, scheme, action, full] of shots) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme ?? 'light' });
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  if (action) await eval(action);
  await page.waitForTimeout(400);
  await page.screenshot({ path: file, fullPage: full !== false });
  await page.close();
}
await browser.close();
