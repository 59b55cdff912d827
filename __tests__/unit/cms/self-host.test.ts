import fs from 'node:fs';
import { CMS_PACKAGE, selfHost } from '../../../cms/self-host';

// Sveltia CMS is served from the site's own files: every CDN address the bundle would load from is
// rewritten to a copy under /admin/ (with the base path), and a bundle whose addresses moved
// fails the build rather than quietly loading from a CDN.
const bundle = fs.readFileSync(`${CMS_PACKAGE}/dist/sveltia-cms.js`, 'utf8');
const FONT =
  'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2';

describe('the self-hosted CMS', () => {
  it.each(['/admin', '/health/hub/admin'])('under %s loads nothing from a CDN', (folder) => {
    const hosted = selfHost(bundle, folder);
    expect(hosted.bundle).not.toMatch(
      /cdn\.jsdelivr\.net|https:\/\/unpkg\.com\/(@sveltia\/cms|\$\{e\})/,
    );
    expect(hosted.bundle).toContain(`${folder}/fonts/source-sans-3-latin-wght-normal.woff2`);
    expect(hosted.bundle).toContain(`\`${folder}/cms\``);
    expect(hosted.fonts.map((f) => f.name).sort()).toEqual([
      'material-symbols-outlined-latin-wght-normal.woff2',
      'noto-mono-latin-400-normal.woff2',
      'source-sans-3-latin-wght-normal.woff2',
    ]);
    for (const { from } of hosted.copies) expect(fs.existsSync(from)).toBe(true);
    // The libraries it loads on demand: the preview's and the converter of pasted HTML among them.
    expect(hosted.modules.map((m) => m.to.split('@')[0])).toEqual(
      expect.arrayContaining(['immutable', 'turndown']),
    );
    expect(hosted.missing).toEqual([]);
  });

  it('refuses a bundle whose fonts or own files are no longer where it expects them', () => {
    expect(() => selfHost('const noFonts = 1; `https://unpkg.com/@sveltia/cms`', '/admin')).toThrow(
      'its interface fonts were not found',
    );
    expect(() => selfHost(`url(${FONT}) \`https://unpkg.com/\${e}\``, '/admin')).toThrow(
      'https://unpkg.com/@sveltia/cms',
    );
    expect(() =>
      selfHost(`url(${FONT.replace('source-sans-3', 'no-such-font')})`, '/admin'),
    ).toThrow('no copy of');
  });
});
