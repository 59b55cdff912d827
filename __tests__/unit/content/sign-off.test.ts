// A clinician's sign-off holds for the version of the article and its record the clinician read:
// any later change shows it as out of date, and only a registered clinician of the team can sign.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { reviewedByLine } from '@/lib/content/review';
import type { ReviewRecordData, TeamMember } from '@/lib/content/schema';
import { signOffFindings, signOffVersionOf, type SignedText } from '@/lib/content/sign-off';
import { unsignedArticles } from '@/lib/site/launch';
import { random } from '../../helpers/random';
import { makeFrontMatter } from '../../fixtures/articles';
import { VALID_CORPUS } from '../../helpers/valid-corpus';

const member = (id: string, extra: Partial<TeamMember> = {}): TeamMember => ({
  id,
  name: `Name of ${id}`,
  role: 'Physician',
  specialty: 'Internal Medicine',
  description: 'Reviews.',
  clinician: true,
  credentials: 'MBBS, MD',
  registration: { body: 'National Medical Commission', number: 'NMC-1234' },
  sample: false,
  ...extra,
});

const article: SignedText = {
  ...makeFrontMatter({
    title: 'Headaches',
    excerpt: 'What helps.',
    takeaways: ['Rest.', 'Drink water.', 'Get help for a sudden severe headache.'],
    imageAlt: 'A person resting',
    category: 'Brain',
    sources: [
      {
        id: 'nhs-headaches',
        title: 'Headaches',
        publisher: 'NHS',
        url: 'https://www.nhs.uk/conditions/headaches/',
      },
    ],
  }),
  content: '## Why\n\nMost headaches pass:cite[nhs-headaches].',
  pictureBytes: { '/images/covers/a.svg': 'a'.repeat(64) },
};
const record: ReviewRecordData = {
  reviewed: '2024-01-01',
  reviewedBy: 'editorial-team',
  pages: [article.sources[0]!],
  items: [
    {
      kind: 'emergency',
      page: 'nhs-headaches',
      quote: 'a sudden severe headache',
      where: 'emergency card',
    },
  ],
};

/** A change to one thing a clinician reads, at a generated place. */
function edits(next: () => number): [string, () => [SignedText, ReviewRecordData]][] {
  const at = (text: string) => Math.floor(next() * (text.length + 1));
  const insert = (text: string) => {
    const i = at(text);
    return `${text.slice(0, i)}x${text.slice(i)}`;
  };
  return [
    ['the title', () => [{ ...article, title: insert(article.title) }, record]],
    ['the summary', () => [{ ...article, excerpt: insert(article.excerpt) }, record]],
    [
      'a takeaway',
      () => [
        { ...article, takeaways: [insert(article.takeaways![0]!), ...article.takeaways!.slice(1)] },
        record,
      ],
    ],
    ['the picture description', () => [{ ...article, imageAlt: insert(article.imageAlt) }, record]],
    ['the body', () => [{ ...article, content: insert(article.content) }, record]],
    ['the category', () => [{ ...article, category: 'Heart' }, record]],
    [
      'a source address',
      () => [
        {
          ...article,
          sources: [
            {
              ...article.sources[0]!,
              url: `${article.sources[0]!.url}${'x'.repeat(1 + at('ab'))}`,
            },
          ],
        },
        record,
      ],
    ],
    [
      'a record item',
      () => [
        article,
        { ...record, items: [{ ...record.items[0]!, quote: insert(record.items[0]!.quote) }] },
      ],
    ],
    [
      "an item's level",
      () => [article, { ...record, items: [{ ...record.items[0]!, kind: 'urgent' }] }],
    ],
    [
      'a new item',
      () => [
        article,
        {
          ...record,
          items: [
            ...record.items,
            {
              kind: 'doctor',
              page: 'nhs-headaches',
              quote: 'headaches most days',
              omitted: 'covered elsewhere',
            },
          ],
        },
      ],
    ],
    ["the record's day", () => [article, { ...record, reviewed: '2024-01-02' }]],
    ['the cover', () => [{ ...article, image: '/images/covers/other.svg' }, record]],
    [
      "a picture's bytes",
      () => [{ ...article, pictureBytes: { '/images/covers/a.svg': 'b'.repeat(64) } }, record],
    ],
    ['a tag', () => [{ ...article, tags: [...article.tags, 'take 8 tablets'] }, record]],
    ['the author', () => [{ ...article, author: insert(article.author) }, record]],
    [
      'a hard break',
      () => [{ ...article, content: article.content.replace('## Why', '## Why  ') }, record],
    ],
  ];
}

describe('the version a clinician signs', () => {
  it('changes with any change to what the clinician read: the article or its record', () => {
    const next = random(51);
    const signed = signOffVersionOf(article, record);
    for (let round = 0; round < 30; round += 1)
      for (const [what, edit] of edits(next)) {
        const [a, r] = edit();
        expect([what, signOffVersionOf(a, r)]).not.toEqual([what, signed]);
      }
  });
  it('changes with any change to an emergency the article embeds, or to its record', () => {
    const emergency = { id: 'choking', title: 'Choking', content: 'Give up to 5 back blows.' };
    const emergencyRecord = { reviewed: '2024-01-01', items: [{ quote: 'back blows' }] };
    const signed = signOffVersionOf(article, record, [{ emergency, record: emergencyRecord }]);
    for (const changed of [
      [
        {
          emergency: { ...emergency, content: 'Give up to 6 back blows.' },
          record: emergencyRecord,
        },
      ],
      [{ emergency: { ...emergency, title: 'Choking (adult)' }, record: emergencyRecord }],
      [{ emergency, record: { ...emergencyRecord, reviewed: '2024-01-02' } }],
      [{ emergency: null, record: null }],
      [],
    ])
      expect(signOffVersionOf(article, record, changed)).not.toBe(signed);
  });

  it('is the same for the same words, and another without a record', () => {
    expect(signOffVersionOf({ ...article }, { ...record })).toBe(signOffVersionOf(article, record));
    expect(signOffVersionOf(article, undefined)).not.toBe(signOffVersionOf(article, record));
  });
});

describe('who can sign', () => {
  const signedOff = {
    by: 'asha-rao',
    name: 'Name of asha-rao',
    credentials: 'MBBS, MD',
    registration: 'National Medical Commission registration NMC-1234',
    date: '2024-05-01',
    version: 'abcdef0123456789',
  };
  it.each([
    ['a registered clinician', member('asha-rao'), null],
    ['a sample profile', member('asha-rao', { sample: true }), /sample member.*can never sign/],
    [
      'a member who is no clinician',
      member('asha-rao', { clinician: false }),
      /is not a clinician/,
    ],
    [
      'a clinician without a registration',
      member('asha-rao', { registration: undefined }),
      /has no registration/,
    ],
    [
      'a clinician without credentials',
      member('asha-rao', { credentials: undefined }),
      /has no credentials/,
    ],
    ['no member at all', member('someone-else'), /is not the id of a member/],
  ])('%s', (_, who, error) => {
    const findings = signOffFindings(signedOff, [who], '2024-06-01');
    if (error === null) expect(findings).toEqual([]);
    else
      expect(findings).toEqual([
        expect.objectContaining({
          severity: 'error',
          field: 'signedOff.by',
          message: expect.stringMatching(error),
        }),
      ]);
  });
  it('not on a day after today', () => {
    expect(
      signOffFindings({ ...signedOff, date: '2024-06-02' }, [member('asha-rao')], '2024-06-01'),
    ).toEqual([expect.objectContaining({ severity: 'error', field: 'signedOff.date' })]);
  });
});

describe('a signed-off article in the corpus', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const team = `- id: asha-rao\n  name: "Asha Rao"\n  role: "Physician"\n  specialty: "Internal Medicine"\n  description: "Reviews."\n  clinician: true\n  credentials: "MBBS, MD"\n  registration: { body: "National Medical Commission", number: "NMC-1234" }\n`;

  /** The fixture corpus with a clinician, alpha signed off as `version`, and `change` made after. */
  function corpusWith(version: (dir: string) => string, change: (dir: string) => void = () => {}) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-sign-off-'));
    dirs.push(dir);
    fs.cpSync(VALID_CORPUS, dir, { recursive: true });
    fs.cpSync(path.join(process.cwd(), 'public'), path.join(dir, 'public'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'team.yml'), team);
    const file = path.join(dir, 'articles', 'alpha.md');
    const signed = version(dir);
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      text.replace(
        '\ntakeaways:',
        `\nsignedOff: { by: asha-rao, name: "Asha Rao", credentials: "MBBS, MD", registration: "National Medical Commission registration NMC-1234", date: 2024-05-01, version: "${signed}" }\ntakeaways:`,
      ),
    );
    change(dir);
    return checkCorpus(pathsIn(dir), { today: '2024-06-01' });
  }
  /** The corpus of a folder, with the pictures of its own public/. */
  const pathsIn = (dir: string) => ({ contentDir: dir, publicDir: path.join(dir, 'public') });
  const versionNow = (dir: string) =>
    checkCorpus(pathsIn(dir), { today: '2024-06-01' }).corpus.articles.find(
      (a) => a.id === 'alpha',
    )!.signOff.version;
  /** A picture the body of alpha shows, and the file it shows. */
  const chart = (dir: string) => path.join(dir, 'public', 'images', 'covers', 'chart.svg');
  const drawChart = (dir: string, bars: number) =>
    fs.writeFileSync(
      chart(dir),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="${bars}" height="5"/></svg>`,
    );

  it('of this version is medically reviewed, by name and registration', () => {
    const { corpus, problems } = corpusWith(versionNow);
    expect(problems).toEqual([]);
    const alpha = corpus.articles.find((a) => a.id === 'alpha')!;
    expect(alpha.signOff.current).toBe(true);
    expect(reviewedByLine(alpha.reviewer)).toBe(
      'Medically reviewed by Asha Rao, MBBS, MD (National Medical Commission registration NMC-1234)',
    );
  });

  it.each([
    [
      'its body',
      (dir: string) => {
        const file = path.join(dir, 'articles', 'alpha.md');
        fs.writeFileSync(
          file,
          fs.readFileSync(file, 'utf8').replace('vegetables:cite', 'vegetables every day:cite'),
        );
      },
    ],
    [
      'a picture its body shows',
      (dir: string) => drawChart(dir, 8),
      (dir: string) => {
        drawChart(dir, 4);
        const file = path.join(dir, 'articles', 'alpha.md');
        fs.writeFileSync(
          file,
          `${fs.readFileSync(file, 'utf8')}\n![A dosing chart](/images/covers/chart.svg)\n`,
        );
      },
    ],
    [
      'its record',
      (dir: string) => {
        const file = path.join(dir, 'reviews', 'alpha.yml');
        fs.writeFileSync(
          file,
          fs.readFileSync(file, 'utf8').replace('at least 5 portions', 'at least five portions'),
        );
      },
    ],
  ])(
    "changed in %s after the sign-off is the editorial team's review again, with a warning naming the new version",
    (_, change, prepare: (dir: string) => void = () => {}) => {
      let before = '';
      const { corpus, problems } = corpusWith((dir) => {
        prepare(dir);
        return (before = versionNow(dir));
      }, change);
      const alpha = corpus.articles.find((a) => a.id === 'alpha')!;
      expect(alpha.signOff).toEqual({ version: expect.not.stringMatching(before), current: false });
      expect(reviewedByLine(alpha.reviewer)).toBe('Reviewed by the HealthHub editorial team');
      expect(problems).toEqual([
        expect.objectContaining({
          severity: 'warning',
          field: 'signedOff.version',
          file: expect.stringContaining('alpha.md'),
          fix: expect.stringContaining(alpha.signOff.version),
        }),
      ]);
    },
  );

  it.each([
    ['name', (team: string) => team.replace('name: "Asha Rao"', 'name: "Someone Else"')],
    ['registration', (team: string) => team.replace('number: "NMC-1234"', 'number: "NMC-9999"')],
    [
      'registration',
      (team: string) =>
        team.replace('body: "National Medical Commission"', 'body: "General Medical Council"'),
    ],
    [
      'credentials',
      (team: string) => team.replace('credentials: "MBBS, MD"', 'credentials: "MBBS, MD, FRCS"'),
    ],
  ])(
    "is out of date when the signer's %s in team.yml is not the one signed under: the page names no one who did not sign",
    (field, edit) => {
      const { corpus, problems } = corpusWith(versionNow, (dir) =>
        fs.writeFileSync(
          path.join(dir, 'team.yml'),
          edit(fs.readFileSync(path.join(dir, 'team.yml'), 'utf8')),
        ),
      );
      const alpha = corpus.articles.find((a) => a.id === 'alpha')!;
      expect(alpha.signOff.current).toBe(false);
      expect(reviewedByLine(alpha.reviewer)).toBe('Reviewed by the HealthHub editorial team');
      expect(problems).toEqual([
        expect.objectContaining({
          severity: 'warning',
          field: `signedOff.${field}`,
          file: expect.stringContaining('alpha.md'),
        }),
      ]);
    },
  );

  it("of the site's content changes version when an emergency it embeds changes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-sign-off-'));
    dirs.push(dir);
    fs.cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
    const paths = { contentDir: dir, publicDir: path.join(process.cwd(), 'public') };
    const versionOf = () =>
      checkCorpus(paths).corpus.articles.find((a) => a.id === 'pediatric-nutrition-basics')!.signOff
        .version;
    const before = versionOf();
    const file = path.join(dir, 'emergencies', 'choking.md');
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('pregnant');
    fs.writeFileSync(file, text.replace('pregnant', 'expecting'));
    expect(versionOf()).not.toBe(before);
  });

  it("of the site's content changes version when a picture an embedded emergency shows changes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-sign-off-'));
    dirs.push(dir);
    fs.cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
    fs.cpSync(path.join(process.cwd(), 'public'), path.join(dir, 'public'), { recursive: true });
    const paths = { contentDir: dir, publicDir: path.join(dir, 'public') };
    const picture = path.join(dir, 'public', 'images', 'covers', 'back-blows.svg');
    const draw = (width: number) =>
      fs.writeFileSync(
        picture,
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="${width}" height="5"/></svg>`,
      );
    const file = path.join(dir, 'emergencies', 'choking.md');
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace(
          '\n## What to do\n',
          '\n## What to do\n\n![Back blows](/images/covers/back-blows.svg)\n',
        ),
    );
    const versionOf = () =>
      checkCorpus(paths).corpus.articles.find((a) => a.id === 'pediatric-nutrition-basics')!.signOff
        .version;
    draw(4);
    const before = versionOf();
    draw(8);
    expect(versionOf()).not.toBe(before);
  });

  it('is listed by check:launch until it is signed, with the version to sign', () => {
    const found = unsignedArticles([
      {
        where: 'content/articles/a.md',
        title: 'A',
        signOff: { version: '0123456789abcdef', current: false },
      },
      {
        where: 'content/articles/b.md',
        title: 'B',
        signOff: { version: 'fedcba9876543210', current: true },
      },
    ]);
    expect(found).toEqual([
      expect.objectContaining({
        where: 'content/articles/a.md',
        fix: expect.stringContaining('version: 0123456789abcdef'),
      }),
    ]);
  });
});
