import fs from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** axe-core's browser build, injected into a page once. */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 to 2.2, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules axe applies to the site's pages: WCAG and axe's best practices. */
const TAGS = [...WCAG_TAGS, 'best-practice'];

/**
 * The rules whose result depends on colour. The dark theme changes colours only (app/theme.css;
 * __tests__/unit/house/dark-theme.test.ts keeps it so): the same page in the dark scheme has the
 * same elements, names, roles, sizes and order, so only these rules can judge it differently.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The violations axe finds in the page (this site has no frames), each as its rule and targets.
 * axe runs in the page itself, injected once per document, and reports only violations in full:
 * about a third of @axe-core/playwright's time per scan on an article.
 */
async function violations(page: Page, runOnly: RunOptions['runOnly']) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly, resultTypes: ['violations'] };
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }
      ).axe.run(document, options),
    options,
  );
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
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
 * axe finds no violation in the page as it is: every rule of `tags` in the system's light scheme,
 * then the colour rules in the dark scheme. The page is back in the light scheme afterwards.
 */
export async function expectNoViolations(page: Page, state: string, tags = TAGS) {
  await page.emulateMedia({ colorScheme: 'light' });
  await settled(page);
  expect(await violations(page, { type: 'tag', values: tags }), `${state}, light theme`).toEqual(
    [],
  );
  try {
    await page.emulateMedia({ colorScheme: 'dark' });
    await settled(page);
    expect(
      await violations(page, { type: 'rule', values: COLOUR_RULES }),
      `${state}, dark theme`,
    ).toEqual([]);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
}
