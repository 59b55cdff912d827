import fs from 'node:fs';
import path from 'node:path';

// Reading the exported HTML in the export checks (__tests__/export, under jsdom).

/** The page at `route` (no leading slash, no .html) of the export in `dir`, parsed. */
export const exportedPage = (dir: string, route: string): Document =>
  new DOMParser().parseFromString(
    fs.readFileSync(path.join(dir, `${route}.html`), 'utf8'),
    'text/html',
  );

/** An element's text as a reader sees it: runs of white space as one space, trimmed. */
export const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The elements matching `selector` whose accessible name (aria-label or labelling element) is `name`. */
export const named = (doc: Document, selector: string, name: string) =>
  [...doc.querySelectorAll(selector)].filter(
    (el) =>
      el.getAttribute('aria-label') === name ||
      text(doc.getElementById(el.getAttribute('aria-labelledby') ?? '')) === name,
  );
