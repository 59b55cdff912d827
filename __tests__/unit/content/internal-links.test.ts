import path from 'node:path';
import { checkCorpus, renderMarkdown } from '@/lib/content';
import { checkLinks } from '@/lib/content/checks/link-checks';
import { internalLink, resolveHref } from '@/lib/content/links';
import { internalLinks } from '@/lib/content/render/markdown';

describe('internal links', () => {
  it('reads article:, category:, /blog/ and /category/ links, with a #part or ?query', () => {
    expect(internalLink('article:sleep-guide#tips')).toEqual({
      kind: 'article',
      id: 'sleep-guide',
      rest: '#tips',
    });
    expect(internalLink('/blog/sleep-guide')).toMatchObject({ kind: 'article', id: 'sleep-guide' });
    expect(internalLink('category:nutrition')).toMatchObject({ kind: 'category', id: 'nutrition' });
    expect(internalLink('/category/nutrition?x=1')).toMatchObject({ rest: '?x=1' });
    for (const url of ['https://www.who.int/', '/contact', '#top', 'mailto:a@b.c']) {
      expect(internalLink(url)).toBeUndefined();
      expect(resolveHref(url)).toBe(url);
    }
  });

  it('renders article: and category: links as site addresses, still sanitised', () => {
    const html = renderMarkdown(
      'Read [the guide](article:sleep-guide#tips), [food](category:nutrition) and [ref][r].\n\n[r]: article:other\n\n[bad](javascript:alert(1))',
    );
    expect(html).toContain('<a href="/blog/sleep-guide#tips">the guide</a>');
    expect(html).toContain('<a href="/category/nutrition">food</a>');
    expect(html).toContain('<a href="/blog/other">ref</a>');
    expect(html).not.toMatch(/javascript:|article:|category:/);
  });

  it('lists the internal links of a body with their lines', () => {
    const body =
      '\nIntro [a](article:x), [WHO](https://www.who.int/).\n\n[b][r]\n\n[r]: /category/y\n';
    expect(internalLinks(body)).toEqual([
      { url: 'article:x', line: 2 },
      { url: '/category/y', line: 6 },
    ]);
    expect(internalLinks('No links to [the WHO](https://www.who.int/) here.')).toEqual([]);
  });

  it('accepts links to existing articles and categories; a draft only from a draft', () => {
    const targets = {
      articles: new Map([
        ['good', { draft: false }],
        ['wip', { draft: true }],
      ]),
      categories: ['nutrition'],
    };
    const links = ['article:good', '/blog/good#x', 'category:nutrition', 'article:wip'].map(
      (url, i) => ({ url, line: i + 1 }),
    );
    expect(checkLinks(links, true, targets)).toEqual([]);
    expect(checkLinks(links, false, targets)).toEqual([
      {
        severity: 'error',
        field: 'content',
        line: 4,
        message: 'links to "article:wip", which is a draft and is not published',
        fix: 'publish that article first (draft: false) or remove the link',
      },
    ]);
    expect(checkLinks([{ url: '/blog/zzz', line: 9 }], false, targets)[0]?.fix).toBe(
      'link to an article by its file name without .md, as in [text](article:file-name)',
    );
  });
});

describe('drafts', () => {
  const paths = {
    contentDir: path.join(__dirname, '..', '..', 'fixtures', 'corpus-check'),
    publicDir: path.join(process.cwd(), 'public'),
  };
  const ids = (drafts: boolean) => checkCorpus(paths, { drafts }).corpus.articles.map((a) => a.id);

  it('are kept for npm run dev and dropped from a production build', () => {
    expect(ids(true)).toContain('draft');
    expect(ids(false)).not.toContain('draft');
    expect(ids(false)).toContain('good');
  });

  it('are dropped by default only when NODE_ENV is production', () => {
    const nodeEnv = jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    expect(checkCorpus(paths).corpus.articles.map((a) => a.id)).not.toContain('draft');
    nodeEnv.replaceValue('development');
    expect(checkCorpus(paths).corpus.articles.map((a) => a.id)).toContain('draft');
    nodeEnv.restore();
  });
});
