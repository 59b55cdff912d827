import { FIELD_GUIDE, isField } from '../lib/content/checks/fields';
import { PLACEHOLDER } from '../lib/content/checks/article-checks';
import { addToDay, REVIEW_INTERVAL_MONTHS } from '../lib/content/review';
import type { ArticleFrontMatter } from '../lib/content/schema';

export type TemplateValues = {
  title: string;
  category: string;
  date: string;
  image: string;
  order: number;
  /** A health topic: the body gets a "When to see a doctor" section. */
  medical: boolean;
};

const todo = (text: string) => `${PLACEHOLDER} ${text}`;

/** The YAML lines of each field, and a note after its explanation where one helps. */
function fieldLines(
  v: TemplateValues,
): Record<keyof ArticleFrontMatter, { lines: string[]; note?: string }> {
  return {
    title: { lines: [`title: ${JSON.stringify(v.title)}`] },
    excerpt: { lines: [`excerpt: "${todo('one or two sentences that sum up the article.')}"`] },
    takeaways: {
      lines: [
        'takeaways:',
        `  - "${todo('the first thing a reader should remember.')}"`,
        `  - "${todo('the second.')}"`,
        `  - "${todo('the third (up to five).')}"`,
      ],
      note: v.medical
        ? 'Required in this category.'
        : 'Optional in this category: delete the lines to leave them out.',
    },
    category: { lines: [`category: ${JSON.stringify(v.category)}`] },
    author: { lines: ['author: "HealthHub Editorial Team"'] },
    date: { lines: [`date: ${v.date}`], note: 'Today; change it to the day you publish.' },
    updated: {
      lines: [`# updated: ${v.date}`],
      note: 'To use it, delete the "# " in front of it.',
    },
    readTime: {
      lines: ['# readTime: "8 min"'],
      note: 'To use it, delete the "# " in front of it.',
    },
    image: {
      lines: [`image: ${v.image}`],
      note: 'For now, the cover of another article: add your own and put its path here.',
    },
    imageAlt: { lines: [`imageAlt: "${todo('describe what the cover shows.')}"`] },
    featured: { lines: ['featured: false'] },
    order: {
      lines: [`order: ${v.order}`],
      note: `${v.order} is the next free position: the end of the list.`,
    },
    tags: { lines: ['tags: []'], note: 'For example: tags: [budget, healthy eating]' },
    sources: {
      lines: [
        'sources:',
        '  - id: first-source',
        `    title: "${todo('the title of the page that carries the facts')}"`,
        `    publisher: "${todo('the body that publishes it, such as World Health Organization')}"`,
        '    url: "https://www.who.int/news-room/fact-sheets"',
      ],
      note: 'Add an id, title, publisher and url for each source; cite it in the text with :cite[first-source].',
    },
    reviewedBy: {
      lines: ['reviewedBy: editorial-team'],
      note: 'Or the id of a member of content/team.yml who reviewed it.',
    },
    lastReviewed: {
      lines: [`lastReviewed: ${v.date}`],
      note: 'Change it to the day the review is done, before you publish.',
    },
    nextReviewDue: {
      lines: [`nextReviewDue: ${addToDay(v.date, { months: REVIEW_INTERVAL_MONTHS })}`],
      note: `Within ${REVIEW_INTERVAL_MONTHS} months of the last review.`,
    },
    signedOff: {
      lines: [
        '# signedOff: { by: <clinician id>, name: "<their name>", credentials: "<their credentials>", registration: "<body> registration <number>", date: <YYYY-MM-DD>, version: <from npm run check:launch> }',
      ],
      note: 'Left out until a registered clinician has read the article and its review record and signs it off.',
    },
    draft: { lines: ['draft: true'] },
  };
}

function body(medical: boolean): string[] {
  return [
    todo('the introduction: who this article is for and what they will learn.'),
    '',
    `## ${todo('a heading for the first part')}`,
    '',
    todo('the first part. Replace every line that starts with "TODO:" with your own text.'),
    todo(
      'cite the source of each fact, figure or dose right after it, like this:cite[first-source].',
    ),
    ...(medical
      ? [
          '',
          '## When to see a doctor',
          '',
          todo('the signs that mean the reader should see a doctor.'),
        ]
      : []),
  ];
}

/** A new article: every front-matter field with a comment that explains it, and a body outline. */
export function articleTemplate(values: TemplateValues): string {
  const frontMatter = Object.entries(fieldLines(values)).flatMap(([key, { lines, note }]) => [
    '',
    ...(isField(key) ? [`# ${FIELD_GUIDE[key].about}`] : []),
    ...(note ? [`# ${note}`] : []),
    ...lines,
  ]);
  return [
    '---',
    '# Lines that start with # are explanations: the site ignores them. See docs/EDITING.md.',
    ...frontMatter,
    '---',
    '',
    ...body(values.medical),
    '',
  ].join('\n');
}
