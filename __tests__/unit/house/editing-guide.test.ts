import fs from 'node:fs';
import { FIELD_GUIDE } from '@/lib/content/checks/fields';
import { articleFrontMatterSchema } from '@/lib/content/schema';

/** docs/EDITING.md stays in step with the schema and with what __tests__/export/editing.test.ts checks. */
const guide = fs.readFileSync('docs/EDITING.md', 'utf8');

describe('the editor’s guide', () => {
  it('has a table row, with an example, for every front-matter field', () => {
    const fields = Object.keys(articleFrontMatterSchema.shape);
    expect(Object.keys(FIELD_GUIDE).sort()).toEqual([...fields].sort());
    for (const field of fields) {
      expect(guide).toMatch(
        new RegExp(`^\\| \`${field}\` \\| [^|]+ \\| [^|]+ \\| [^|]+ \\| [^|]+ \\|$`, 'm'),
      );
    }
  });

  it('gives the steps the publishing test follows', () => {
    for (const step of [
      'npm run new:article -- "Walking for Beginners" --category "Fitness"',
      'Replace **every piece of text that starts with\n   `TODO:`**',
      'npm run dev',
      'npm run check:content',
      'change `draft: true` to `draft: false`',
      'npm run build',
    ]) {
      expect(guide).toContain(step);
    }
  });

  it('covers categories, images, featured, list order, sources, first aid, doses, drafts, checking and publishing', () => {
    const headings = guide.replace(/```[\s\S]*?```/g, '').match(/^## .+$/gm);
    expect(headings).toEqual([
      '## Publish from your browser',
      '## Publish from a terminal',
      '## The fields',
      '## Writing the body',
      '## Choose a category',
      '## Add a category',
      '## Images and alt text',
      '## Featured articles',
      '## List order, Trending and Recommended',
      '## Sources and citations',
      '## Key takeaways',
      '## Care cards',
      '## The first-aid library',
      '## Doses',
      '## Reviews',
      '## Sign-off',
      '## Review records',
      '## The team',
      '## Before launch',
      '## Translations',
      '## Drafts and preview',
      '## Checking',
      '## Publishing',
    ]);
  });
});
