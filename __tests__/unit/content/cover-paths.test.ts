import fs from 'node:fs';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { VALID_CORPUS, validCorpusWith } from '../../helpers/valid-corpus';

const ALPHA = fs.readFileSync(path.join(VALID_CORPUS, 'articles', 'alpha.md'), 'utf8');
const COVER = '/images/covers/heart-healthy-diet-guide.svg';

/** Paths that leave the site, leave public/images/, or name no file there. */
const OUTSIDE = [
  '//evil.example/x.png',
  '//evil.example/images/covers/x.svg',
  '///evil.example/x.png',
  'https://evil.example/x.png',
  '/\\evil.example/x.png',
  '/images/../../etc/x.png',
  '/images/covers/../../../x.svg',
  '/images/./covers/x.svg',
  '/images/%2e%2e/x.png',
  '/images//covers/x.svg',
  '/../public/images/covers/x.svg',
  '/icon.svg',
  '/og/default.png',
  '/generated/covers/heart-healthy-diet-guide-800.webp',
  '/images/covers/no-such-cover.svg',
  '/images/covers/heart-healthy-diet-guide.svg?x=1',
  '/images/covers/heart-healthy-diet-guide.svg#x',
  '/images/covers/.hidden.svg',
  '/images/covers/heart healthy.svg',
  '/IMAGES/covers/heart-healthy-diet-guide.svg',
  // Each of these names a file that exists once joined to public/.
  '//images/covers/heart-healthy-diet-guide.svg',
  '///images/covers/heart-healthy-diet-guide.svg',
  '/../public/images/covers/heart-healthy-diet-guide.svg',
  '/images/covers/../covers/heart-healthy-diet-guide.svg',
  '/images/../images/covers/heart-healthy-diet-guide.svg',
  '/images/covers/./heart-healthy-diet-guide.svg',
  '/icon.png',
];

/** The valid corpus with alpha.md's cover set to `image`; the problems of alpha.md's image. */
function imageProblems(image: string) {
  const text = ALPHA.replace(`image: ${COVER}`, `image: ${JSON.stringify(image)}`);
  const { problems } = checkCorpus(validCorpusWith('alpha.md', text));
  return problems.filter((p) => p.file.endsWith('alpha.md') && p.field === 'image');
}

describe('cover image paths', () => {
  it('the fixture uses a real cover, which passes', () => {
    expect(ALPHA).toContain(`image: ${COVER}`);
    expect(imageProblems(COVER)).toEqual([]);
  });

  it.each(OUTSIDE)('%s is an error on the image line, with a fix', (image) => {
    const lineOfImage = ALPHA.split('\n').findIndex((line) => line.startsWith('image:')) + 1;
    expect(imageProblems(image)).toEqual([
      expect.objectContaining({ severity: 'error', line: lineOfImage, fix: expect.any(String) }),
    ]);
  });
});

describe('images in the body are checked as covers are', () => {
  const EXTERNAL = [
    'https://evil.example/x.png',
    'http://cdn.example.org/chart.svg',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    'chart.png',
    '../images/covers/heart-healthy-diet-guide.svg',
  ];
  /** alpha.md with an image added at the end of its body, written inline or as a reference. */
  function bodyImageProblems(src: string, reference: boolean) {
    const image = reference ? `![A chart][chart]\n\n[chart]: <${src}>` : `![A chart](<${src}>)`;
    const text = `${ALPHA.trimEnd()}\n\n${image}\n`;
    const line = text.trimEnd().split('\n').length - (reference ? 2 : 0);
    const { problems } = checkCorpus(validCorpusWith('alpha.md', text));
    return {
      line,
      found: problems.filter(
        (p) => p.file.endsWith('alpha.md') && p.field === 'content' && p.message.includes('image'),
      ),
    };
  }

  it.each(
    [...OUTSIDE, ...EXTERNAL].flatMap((src) => [[src, false] as const, [src, true] as const]),
  )('%s (reference: %s) is an error on the image line', (src, reference) => {
    const { line, found } = bodyImageProblems(src, reference);
    expect(found.map((p) => [p.severity, p.line])).toEqual([['error', line]]);
  });

  it('takes a picture that is a file in public/images/', () => {
    expect(bodyImageProblems(COVER, false).found).toEqual([]);
    expect(bodyImageProblems(COVER, true).found).toEqual([]);
  });
});
