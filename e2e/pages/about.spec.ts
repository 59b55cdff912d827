import { expect, test } from '../support/test';

test('about page: mission, four stats, three values, three team cards, disclaimer', async ({
  sharedPages,
}) => {
  const page = await sharedPages.open('/about');
  await expect(page).toHaveTitle('About Us');
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  for (const [value, label] of [
    ['50+', 'medical professionals'],
    ['1,000+', 'health articles'],
    ['15+', 'years of experience'],
    ['8', 'health categories'],
  ] as const) {
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: new RegExp(`^${value.replace('+', '\\+')}$`) }),
    ).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  for (const value of ['Evidence-Based', 'Accessible', 'Compassionate']) {
    await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
  }
  const team = page.getByRole('region', { name: 'Meet our team' }).getByRole('article');
  await expect(team).toHaveCount(3);
  for (const card of await team.all()) {
    await expect(card.getByRole('heading')).toBeVisible();
    expect(
      (await card.locator('p').allTextContents()).filter((t) => t.trim()).length,
    ).toBeGreaterThanOrEqual(3);
  }
  await expect(page.getByRole('complementary', { name: 'Medical disclaimer' })).toContainText(
    'not a substitute for professional medical advice',
  );
});

for (const [path, heading] of [
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Use'],
] as const) {
  // The page's text, the same at every width.
  test(`${path} is a real page with its text`, { tag: '@desktop' }, async ({ sharedPages }) => {
    const page = await sharedPages.open(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    expect(await page.locator('.prose h2').count()).toBeGreaterThan(2);
  });
}
