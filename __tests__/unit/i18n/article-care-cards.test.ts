// An article body in a language: a Hindi body's care cards have Hindi default headings and numbers
// line (an English body's are as they were), its own headings stay as written, its links and
// screen-reader labels follow the language, and the content cache keeps each language apart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findArticle, renderArticle } from '@/lib/content';
import { corpusIn } from '@/lib/content/localized';
import { setCacheDir } from '@/lib/content/read/cache';
import { renderKey } from '@/lib/content/render/markdown';
import { BASE_PATH } from '@/lib/site/base-path.mjs';

const CARDS =
  ':::emergency\n- chest pain\n:::\n\n:::urgent\n- a fever\n:::\n\n:::routine\n- a cough\n:::\n';
const body = (content: string) => ({ content, sources: [] });

describe('care cards', () => {
  it("have Hindi headings and India's numbers as phone links, in Hindi, in a Hindi body", () => {
    const { html } = renderArticle(body(CARDS), 'hi');
    expect(html).toContain('अभी एम्बुलेंस बुलाएँ, अगर आपको इनमें से कुछ भी हो</h3>');
    expect(html).toContain('उसी दिन डॉक्टरी मदद लें, अगर आपको इनमें से कुछ भी हो</h3>');
    expect(html).toContain('डॉक्टर से अपॉइंटमेंट लें, अगर आपको इनमें से कुछ भी हो</h3>');
    expect(html).toContain('<ul class="call-numbers" aria-label="कॉल करने के नंबर">');
    expect(html).toContain(
      '<a href="tel:112" class="call-number"><span class="call-digits">112</span> <span class="call-detail">इमरजेंसी</span></a>',
    );
    expect(html).toContain('<a href="tel:108" class="call-number">');
    expect(html).not.toMatch(/tel:911|tel:999/);
    expect(html).not.toMatch(/Call|ambulance|appointment/);
  });

  it("have English headings and every region's emergency numbers as phone links in an English body", () => {
    const { html } = renderArticle(body(CARDS));
    expect(html).toContain('Call an ambulance now if you have</h3>');
    expect(html).toContain('Get medical help the same day if you have</h3>');
    expect(html).toContain('Book an appointment with a doctor if you have</h3>');
    expect(html).toContain('<ul class="call-numbers" aria-label="Numbers to call">');
    for (const [number, detail] of [
      ['112', 'India, emergency'],
      ['108', 'India, ambulance'],
      ['911', 'US, emergency'],
      ['999', 'UK, emergency'],
    ])
      expect(html).toContain(
        `<a href="tel:${number}" class="call-number"><span class="call-digits">${number}</span> <span class="call-detail">${detail}</span></a>`,
      );
    expect(html).not.toMatch(/\p{Script=Devanagari}/u);
    expect(renderArticle(body(CARDS), 'en')).toEqual(renderArticle(body(CARDS)));
  });

  it("give the UK's line for urgent advice in an English urgent card only", () => {
    const { html } = renderArticle(body(CARDS));
    const urgent = html.slice(
      html.indexOf('<section class="care-card care-card-urgent"'),
      html.indexOf('<section class="care-card care-card-routine"'),
    );
    expect(urgent).toContain(
      '<a href="tel:111" class="call-number"><span class="call-digits">111</span> <span class="call-detail">UK, urgent advice, not an emergency</span></a>',
    );
    expect(html.match(/tel:111/g)).toHaveLength(1);
    expect(renderArticle(body(CARDS), 'hi').html).not.toContain('tel:111');
  });

  it("give an emergency's helplines in its page's urgent card, and an article's only the line for advice", () => {
    const crisis = {
      ...body(CARDS),
      numbers: ['emergency', 'mental-health', 'urgent-advice'] as const,
    };
    const urgent = (html: string) =>
      html.slice(
        html.indexOf('<section class="care-card care-card-urgent"'),
        html.indexOf('<section class="care-card care-card-routine"'),
      );
    for (const number of ['14416', '988', '111'])
      expect(urgent(renderArticle(crisis).html)).toContain(`href="tel:${number}"`);
    expect(urgent(renderArticle(body(CARDS)).html)).not.toMatch(/tel:14416|tel:988/);
  });

  it('keep a heading written in the markdown as it is', () => {
    const { html } = renderArticle(body(':::urgent[आज ही डॉक्टर को दिखाएँ, अगर]\n- बुखार\n:::'), 'hi');
    expect(html).toContain('आज ही डॉक्टर को दिखाएँ, अगर</h3>');
    expect(html).not.toContain('उसी दिन डॉक्टरी मदद लें');
  });
});

describe('a Hindi body', () => {
  it('links categories in Hindi and says which links lead to English', () => {
    const { html } = renderArticle(
      body('[पोषण](category:nutrition), [लेख](article:some-article) और [संपर्क](/contact)।'),
      'hi',
    );
    expect(html).toContain(`href="${BASE_PATH}/hi/category/nutrition"`);
    expect(html).toContain(`href="${BASE_PATH}/blog/some-article" hreflang="en"`);
    expect(html).toContain(`href="${BASE_PATH}/contact" hreflang="en"`);
  });

  it('leads a link to a section of the original to the same section of the translation, and first aid to Hindi', () => {
    const headings = ['पहला हिस्सा', 'दूसरा हिस्सा', 'तीसरा हिस्सा', 'चौथा हिस्सा'];
    const english = ['first-part', 'second-part', 'third-part', 'fourth-part'];
    for (const [i, id] of english.entries()) {
      const markdown = headings
        .map(
          (h, j) => `## ${h}\n\n${j === 0 ? `[आगे](#${id}) और [दौरा](/first-aid/seizure)` : 'पाठ'}`,
        )
        .join('\n\n');
      const { html, sections } = renderArticle(body(markdown), 'hi', english);
      expect(html).toContain(`href="#${sections[i]!.id}"`);
      expect(sections[i]!.title).toBe(headings[i]);
      expect(html).toContain(`href="${BASE_PATH}/hi/first-aid/seizure"`);
    }
    // A fragment the original has no section for is left as written.
    expect(renderArticle(body('## क\n\n[x](#nowhere)'), 'hi', ['a']).html).toContain(
      'href="#nowhere"',
    );
  });

  it('labels its citations and heading links in Hindi', () => {
    const hindi = findArticle(corpusIn('hi').articles, 'migraine-triggers-treatment-india')!;
    const { html, sources, sections } = renderArticle(hindi, 'hi');
    expect(html).toContain('aria-label="स्रोत 1"');
    expect(html).toContain(`aria-label="इस हिस्से का लिंक: ${sections[0]!.title}"`);
    expect(html).not.toMatch(/aria-label="(Source|Link to the section)/);
    expect(html).toContain('<ul class="call-numbers" aria-label="कॉल करने के नंबर">');
    expect(sources.length).toBeGreaterThan(5);
  });
});

describe('the content cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'article-lang-cache-'));
    setCacheDir(dir);
  });
  afterEach(() => {
    setCacheDir(null);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the English key as it was and each language under its own', () => {
    const article = body(CARDS);
    expect(renderKey(article)).toEqual([CARDS, '[]', BASE_PATH]);
    expect(renderKey(article, 'en')).toEqual(renderKey(article));
    expect(renderKey(article, 'hi')).toEqual(expect.arrayContaining([CARDS, '[]', 'hi']));
    const english = renderArticle(article);
    const hindi = renderArticle(article, 'hi');
    expect(renderArticle(article)).toEqual(english);
    expect(renderArticle(article, 'hi')).toEqual(hindi);
    expect(hindi.html).not.toBe(english.html);
  });
});
