import { coverShown, goOffline, installWorker, readOnline } from '../support/service-worker';
import { expect, test } from '../support/test';

// The service worker keeps a Hindi article read online as it keeps an English one (what it keeps
// does not depend on the width: 1280 px only).
test.use({ serviceWorkers: 'allow' });

const MIGRAINE = 'migraine-triggers-treatment-india';

test(
  'a Hindi article read online opens offline, in Hindi, with its cover and scripts',
  { tag: '@desktop' },
  async ({ page }) => {
    await installWorker(page, '/hi');
    await readOnline(page, `/hi/blog/${MIGRAINE}`);
    await goOffline(page);
    await page.goto(`/hi/blog/${MIGRAINE}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('main h1')).toHaveText('भारत में माइग्रेन: ट्रिगर, इलाज और कब मदद लें');
    await expect.poll(() => coverShown(page)).toBe(true);
    // Hydrated offline: the chat button opens its popup, in Hindi.
    await page.getByRole('button', { name: 'हमसे चैट करें' }).click();
    await expect(page.locator('#chat-popup')).toBeVisible();
  },
);
