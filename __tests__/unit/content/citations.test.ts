import { matches, renderArticle, renderMarkdown } from '@/lib/content';
import {
  citationFindings,
  citationsOf,
  isHomePage,
  numberSources,
  uncitedFigures,
} from '@/lib/content/render/citations';
import { directiveFindings } from '@/lib/content/render/directives';
import { directivesOf } from '@/lib/content/render/markdown';
import type { Source } from '@/lib/content/schema';
import { plainText } from '@/lib/content/render/words';
import { makeArticle } from '../../fixtures/articles';
import { random } from '../../helpers/random';

const citationsIn = (markdown: string) => citationsOf(directivesOf(markdown));

const source = (id: string): Source => ({
  id,
  title: `Page ${id}`,
  publisher: 'NHS',
  url: `https://www.nhs.uk/conditions/${id}/`,
});

/** Generated bodies: sentences each citing one to three of the sources, some not citing at all. */
function generated(seed: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const sources = Array.from({ length: 1 + Math.floor(next() * 7) }, (_, i) => source(`s${i}-x`));
  const ids = sources.map((s) => s.id);
  const cited: string[][] = [];
  const sentences = Array.from({ length: 3 + Math.floor(next() * 12) }, (_, i) => {
    if (next() < 0.3) return `Plain sentence ${i} at 10:30, ratio 1:2, note:this.`;
    const some = [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(ids)))];
    cited.push(some);
    const space = next() < 0.5 ? ' ' : '';
    return `Claim ${i} holds${space}:cite[${some.join(next() < 0.5 ? ', ' : ',')}].`;
  });
  const body = sentences.join(next() < 0.5 ? ' ' : '\n\n');
  return { sources, body, cited };
}

describe('in-text citations, over 200 generated articles', () => {
  const cases = Array.from({ length: 200 }, (_, seed) => ({ seed, ...generated(seed + 1) }));

  it('number the sources in the order the text first cites them, uncited ones last', () => {
    for (const { seed, sources, body, cited } of cases) {
      const firstUse = [...new Set(cited.flat())];
      const rest = sources.map((s) => s.id).filter((id) => !firstUse.includes(id));
      const { sources: numbered } = numberSources(sources, citationsIn(body));
      expect({ seed, order: numbered.map((s) => s.id) }).toEqual({
        seed,
        order: [...firstUse, ...rest],
      });
      expect(numbered.map((s) => s.number)).toEqual(numbered.map((_, i) => i + 1));
      for (const s of numbered)
        expect(s.uses).toBe(cited.filter((ids) => ids.includes(s.id)).length);
    }
  });

  it('render a superscript link per cited source, each with its own id, and nothing of the marker', () => {
    for (const { seed, sources, body, cited } of cases) {
      const { html, sources: numbered } = renderArticle({ content: body, sources });
      expect({ seed, marker: html.includes(':cite') }).toEqual({ seed, marker: false });
      const links = [
        ...html.matchAll(/<a href="#source-(\d+)" id="user-content-cite-(\d+)-(\d+)"/g),
      ];
      expect(links).toHaveLength(cited.flat().length);
      for (const [, target, n] of links) expect(target).toBe(n);
      const ids = links.map(([, , n, k]) => `${n}-${k}`);
      expect(new Set(ids).size).toBe(ids.length);
      for (const s of numbered) {
        const uses = links.filter(([, target]) => Number(target) === s.number);
        expect(uses).toHaveLength(s.uses);
      }
      expect(html).not.toMatch(/\s<sup>/);
      if (body.includes('10:30')) expect(html).toContain('10:30, ratio 1:2, note:this');
    }
  });

  it('are not words: the readable text and the search leave them out', () => {
    for (const { body } of cases) {
      const text = plainText(body);
      expect(text).not.toMatch(/:cite|s\d-x/);
      const article = makeArticle('a', { content: body, text });
      expect(matches(article, 's0-x')).toBe(false);
      expect(matches(article, 'cite')).toBe(false);
    }
  });

  it('a label cannot inject markup: it is read as ids only', () => {
    const html = renderMarkdown('Claim:cite[<img src=x onerror=alert(1)>, "a"].');
    expect(html.trim()).toBe('<p>Claim.</p>');
  });
});

describe('citation checks', () => {
  const sources = [source('nhs-sleep'), source('cdc-sleep')];

  it('a citation of an id that is not a source is an error at its line, with the likely id', () => {
    const body = 'Intro.\n\nSleep 7 hours:cite[nhs-slep].\n\nAnd:cite[cdc-sleep, who-x].';
    const findings = citationFindings(sources, citationsIn(body), 20);
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'error',
        line: 22,
        message: 'cites "nhs-slep", which is not the id of one of the sources',
        fix: expect.stringMatching(/^did you mean "nhs-sleep"\?/),
      }),
      expect.objectContaining({
        severity: 'error',
        line: 24,
        message: expect.stringContaining('"who-x"'),
      }),
      expect.objectContaining({ severity: 'warning', field: 'sources.0' }),
    ]);
  });

  it('an empty citation and a repeated source id are errors', () => {
    const findings = citationFindings(
      [...sources, source('nhs-sleep')],
      citationsIn('A:cite[].\n\nB:cite[nhs-sleep, cdc-sleep].'),
      1,
    );
    expect(findings.filter((f) => f.severity === 'error')).toEqual([
      expect.objectContaining({ line: 1, message: ':cite[] names no source' }),
      expect.objectContaining({
        field: 'sources.2.id',
        message: expect.stringContaining('already'),
      }),
    ]);
  });

  it('a source never cited is a warning on the source', () => {
    expect(citationFindings(sources, citationsIn('A:cite[cdc-sleep].'), 1)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        field: 'sources.0',
        message: '"nhs-sleep" is never cited in the text',
      }),
    ]);
  });

  it.each([
    ['https://www.who.int', true],
    ['https://www.who.int/', true],
    ['https://telemanas.mohfw.gov.in/', true],
    ['https://www.who.int/#top', true],
    ['https://www.who.int/?lang=en', false],
    ['https://www.who.int/news-room/fact-sheets/detail/healthy-diet', false],
    ['https://www.nhs.uk/conditions/', false],
  ])('%s is a home page: %s', (url, home) => {
    expect(isHomePage(url)).toBe(home);
    const findings = citationFindings([{ ...source('a'), url }], citationsIn('x:cite[a].'), 1);
    expect(findings.some((f) => f.field === 'sources.0.url')).toBe(home);
  });

  it('an unknown directive is an error with the likely name; bare colons are text', () => {
    const body = 'A:cit[nhs-sleep] b.\n\nAt 10:30, 1:2, note:this.\n\n::box\n\n:::panel\nx\n:::\n';
    expect(directiveFindings(directivesOf(body), 10)).toEqual([
      expect.objectContaining({
        line: 10,
        message: ':cit is not a known directive',
        fix: expect.stringMatching(/^did you mean :cite\?/),
      }),
      expect.objectContaining({ line: 14, message: '::box is not a known directive' }),
      expect.objectContaining({ line: 16, message: ':::panel is not a known directive' }),
    ]);
  });
});

describe('figures without a citation', () => {
  const lines = (markdown: string) => uncitedFigures(markdown, 10).map((f) => f.line);

  it('a paragraph with a figure and no citation is a warning at its first line', () => {
    const body = [
      'No figures here.',
      '',
      'Adults need 7 hours:cite[cdc].',
      '',
      'Children need more,',
      'about 9 to 12 hours.',
      '',
      '## Step 2 of the plan',
      '',
      '1. Walk.',
      '2. Rest.',
      '',
      'See [the guide](article:guide-2024) and `v2`.',
    ].join('\n');
    expect(lines(body)).toEqual([14]);
  });

  it('a list takes the citation of the paragraph that introduces it, and only that one', () => {
    const introduced = 'The thresholds are:cite[ada]:\n\n- 5.7 to 6.4 percent\n- 100 to 125 mg/dL';
    expect(lines(introduced)).toEqual([]);
    const alone = 'The thresholds follow.\n\n- 5.7 to 6.4 percent\n- 100 to 125 mg/dL';
    expect(lines(alone)).toEqual([12]);
  });

  it('over generated paragraphs: a warning exactly for those with a digit and no marker', () => {
    const next = random(5);
    for (let round = 0; round < 200; round++) {
      const paragraphs = Array.from({ length: 1 + Math.floor(next() * 8) }, (_, i) => {
        const figure = next() < 0.5;
        const cited = next() < 0.5;
        return {
          text: `Sentence ${figure ? `with ${Math.floor(next() * 500)} mg` : 'in words'}${cited ? ':cite[x]' : ''}.`,
          warn: figure && !cited,
          line: 1 + 2 * i,
        };
      });
      const body = paragraphs.map((p) => p.text).join('\n\n');
      expect(uncitedFigures(body, 1).map((f) => f.line)).toEqual(
        paragraphs.filter((p) => p.warn).map((p) => p.line),
      );
    }
  });
});
