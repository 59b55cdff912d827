import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules axe applies: WCAG 2.0 to 2.2, A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules whose result depends on colour. The dark theme changes colours only (app/theme.css;
 * __tests__/unit/house/dark-theme.test.ts keeps it so): the same page in the dark scheme has the
 * same elements, names, roles, sizes and order, so only these rules can judge it differently.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function violations(page: Page, rules?: string[]) {
  // Legacy mode runs axe in the page itself (this site has no frames), and only violations are
  // reported in full: together about a third of the default mode's time on an article.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({
    resultTypes: ['violations'],
  });
  const { violations } = await (
    rules ? builder.withRules(rules) : builder.withTags(TAGS)
  ).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits until no CSS transition is running, so colours are read at their final values. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getAnimations().filter((a) => a instanceof CSSTransition).length,
      ),
    )
    .toBe(0);
}

/**
 * axe finds no violation in the page as it is: every rule in the system's light scheme, then the
 * colour rules in the dark scheme. The page is back in the light scheme afterwards.
 */
export async function expectNoViolations(page: Page, state: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await settled(page);
  expect(await violations(page), `${state}, light theme`).toEqual([]);
  try {
    await page.emulateMedia({ colorScheme: 'dark' });
    await settled(page);
    expect(await violations(page, COLOUR_RULES), `${state}, dark theme`).toEqual([]);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
}
