import { renderMarkdown } from '@/lib/content';

describe('markdown to HTML', () => {
  it('renders paragraphs, headings, bold, lists and hard line breaks', () => {
    const html = renderMarkdown(
      '## Eat well\n\nA **key** point.  \nNext line.\n\n- one\n- two\n\n1. first',
    );
    expect(html).toContain('<h2 id="eat-well">Eat well</h2>');
    expect(html).toContain('<strong>key</strong>');
    expect(html).toContain('<br>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>\n<li>first</li>');
  });

  it('keeps a phone number written as a tel: link, and only tel:, http(s) and mailto: among the schemes', () => {
    const schemes = [
      'tel:112',
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
    ];
    for (const href of schemes) {
      const html = renderMarkdown(`Call [this](${href}) now.`);
      if (href.startsWith('tel:')) expect(html).toContain(`<a href="${href}">this</a>`);
      else expect(html).not.toContain(`href="${href}"`);
    }
  });

  it('strips scripts, raw iframes, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|<iframe|onerror|javascript:/i);
    expect(html).toContain('click');
  });
});

describe("a body's pictures", () => {
  it('are shown as the rendered WebP variants, never the uploaded file, however they are written', () => {
    const names = ['covers/a.svg', 'chart.PNG', 'x/y/z-1.jpeg', 'photo.webp'];
    for (const name of names)
      for (const markdown of [
        `![What it shows](/images/${name})`,
        `![What it shows][pic]\n\n[pic]: /images/${name}`,
        `Text ![What it shows](/images/${name} "A title") more text.`,
      ]) {
        const html = renderMarkdown(markdown);
        const stem = name.replace(/\.[a-z]+$/i, '');
        expect(html).toContain(`src="/generated/${stem}-1200.webp"`);
        expect(html).toMatch(new RegExp(`srcset="/generated/${stem}-\\d+\\.webp \\d+w, `));
        expect(html).toContain('loading="lazy"');
        expect(html).not.toContain(`/images/${name}`);
      }
  });
});
