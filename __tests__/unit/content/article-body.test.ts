import { renderArticle, renderMarkdown } from '@/lib/content';
import { directiveFindings } from '@/lib/content/render/directives';
import { directivesOf } from '@/lib/content/render/markdown';
import { takeawayFindings } from '@/lib/content/render/takeaways';
import { plainText } from '@/lib/content/render/words';
import { random } from '../../helpers/random';

const render = (markdown: string) => renderArticle({ content: markdown, sources: [] });

describe('sections: the contents list and heading ids', () => {
  it('gives each ## and ### heading an id from its text, unique when titles repeat', () => {
    const { html, sections } = render(
      '## Eat well\n\nText.\n\n### Salt\n\n## Eat well\n\n### Salt\n\n#### Not listed\n\n## Sources title',
    );
    expect(sections).toEqual([
      { id: 'eat-well', title: 'Eat well', depth: 2 },
      { id: 'salt', title: 'Salt', depth: 3 },
      { id: 'eat-well-2', title: 'Eat well', depth: 2 },
      { id: 'salt-2', title: 'Salt', depth: 3 },
      { id: 'sources-title-section', title: 'Sources title', depth: 2 },
    ]);
    for (const { id } of sections) {
      expect(html).toContain(`<h${id.startsWith('salt') ? 3 : 2} id="${id}">`);
      expect(html).toContain(`<a href="#${id}" class="heading-anchor"`);
    }
  });

  it('ids stay unique and well formed over generated headings, whatever their text', () => {
    const next = random(11);
    const words = [
      'Diet',
      'diet',
      'Sleep & rest',
      'Salt?',
      '112',
      'Ça va',
      '',
      '   ',
      '<b>x</b>',
      'A/B',
    ];
    for (let round = 0; round < 100; round++) {
      const headings = Array.from(
        { length: 1 + Math.floor(next() * 12) },
        () => `${next() < 0.7 ? '##' : '###'} ${words[Math.floor(next() * words.length)]}`,
      );
      const { html, sections } = render(headings.join('\n\n'));
      const ids = sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(html).toContain(`id="${id}"`);
      }
    }
  });

  it('a heading written in raw HTML or with an id of its own gets no unsanitised id', () => {
    const html = renderMarkdown('<h2 id="main">x</h2>\n\n## Fine {#main}');
    expect(html).not.toContain('id="main"');
  });
});

describe('care cards', () => {
  it('render each level with the heading that names its urgency, one level below the section', () => {
    const html = renderMarkdown(
      '## When to see a doctor\n\n:::routine\n- pain\n:::\n\n:::urgent[See a GP today if]\n- fever\n:::\n\n:::emergency\n- chest pain\n:::\n',
    );
    expect(html).toContain(
      '<section class="care-card care-card-routine" aria-labelledby="care-1"><h3 id="care-1" class="care-card-title">',
    );
    expect(html).toContain('Book an appointment with a doctor if you have</h3>');
    expect(html).toContain('See a GP today if</h3>');
    expect(html).toContain('Call an ambulance now if you have</h3>');
    // The emergency card gives each region's emergency number and India's ambulance; the urgent
    // card the line for urgent advice (the UK's 111); the routine card none.
    const emergency = html.slice(html.indexOf('care-card-emergency'));
    expect(emergency.match(/href="tel:/g)).toHaveLength(4);
    const urgent = html.slice(
      html.indexOf('care-card-urgent'),
      html.indexOf('care-card-emergency'),
    );
    expect(urgent.match(/href="tel:[0-9]+"/g)).toEqual(['href="tel:111"']);
    const routine = html.slice(0, html.indexOf('care-card-urgent'));
    expect(routine).not.toContain('tel:');
  });

  it('a card under a ### heading takes an h4', () => {
    expect(renderMarkdown('### Signs\n\n:::urgent\n- x\n:::')).toContain('<h4 id="care-1"');
  });

  it('cannot be faked or used to inject markup', () => {
    const html = renderMarkdown(
      '<div data-care="emergency">fake</div>\n\n:::urgent[<img src=x onerror=alert(1)>]\n- <script>alert(1)</script>\n:::',
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&#x3C;img src=x onerror=alert(1)></h3>');
    expect(html.match(/care-card /g)).toHaveLength(1);
  });

  it('are not searchable markup: the fences go, a heading of its own stays', () => {
    const text = plainText(
      ':::emergency\n- chest pain\n:::\n\n:::urgent[See a GP today]\nfever\n:::',
    );
    expect(text.split(/\s+/).filter(Boolean)).toEqual([
      'chest',
      'pain',
      'See',
      'a',
      'GP',
      'today',
      'fever',
    ]);
  });

  it('an unknown level or a card never closed is an error at its line, with the likely level', () => {
    const body = 'Intro.\n\n:::emergancy\n- x\n:::\n\n:::routine\n- never closed\n';
    expect(directiveFindings(directivesOf(body), 5)).toEqual([
      expect.objectContaining({
        line: 7,
        message: ':::emergancy is not a known directive',
        fix: expect.stringMatching(/^did you mean :::emergency\?/),
      }),
      expect.objectContaining({
        line: 11,
        message: 'the :::routine block that starts here is never closed',
      }),
    ]);
  });
});

describe('key takeaways', () => {
  const three = ['One.', 'Two.', 'Three.'];

  it('are required in a medical category, optional elsewhere', () => {
    expect(takeawayFindings(undefined, true)).toEqual([
      expect.objectContaining({ severity: 'error', field: 'takeaways', line: 1 }),
    ]);
    expect(takeawayFindings(undefined, false)).toEqual([]);
    expect(takeawayFindings(three, true)).toEqual([]);
  });

  it.each([0, 1, 2, 6, 9])('%i of them is an error: 3 to 5', (count) => {
    const list = Array.from({ length: count }, (_, i) => `Point ${i}.`);
    expect(takeawayFindings(list, false)).toEqual([
      expect.objectContaining({
        field: 'takeaways',
        message: expect.stringContaining('give 3 to 5'),
      }),
    ]);
  });

  it('a takeaway longer than 120 characters is an error on its own line', () => {
    expect(takeawayFindings([...three, 'x'.repeat(121)], true)).toEqual([
      expect.objectContaining({ field: 'takeaways.3', message: expect.stringContaining('121') }),
    ]);
    expect(takeawayFindings([...three, 'x'.repeat(120)], true)).toEqual([]);
  });
});
