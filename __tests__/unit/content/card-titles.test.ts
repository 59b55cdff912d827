import { cardTitleFindings } from '@/lib/content/checks/card-titles';
import { CARE_LEVELS } from '@/lib/content/render/care-cards';

const LEVELS = Object.keys(CARE_LEVELS) as (keyof typeof CARE_LEVELS)[];
const TITLES = ['Call an ambulance now if you have', 'See a GP today if', 'If your child', ''];

/** Every body of two cards: level and heading (none: the level's default) of each, some text between. */
function* pairs() {
  for (const a of LEVELS)
    for (const b of LEVELS)
      for (const ta of TITLES) for (const tb of TITLES) yield { a, b, ta, tb };
}

const card = (level: string, title: string) =>
  `${title ? `:::${level}[${title}]` : `:::${level}`}\n- a sign\n:::`;

describe('two care cards of one page', () => {
  it('with the same heading (as the reader sees it) are an error at the second, naming the first', () => {
    let checked = 0;
    for (const { a, b, ta, tb } of pairs()) {
      const body = ['Intro.', '', card(a, ta), '', 'Between.', '', card(b, tb), ''].join('\n');
      const shown = (level: keyof typeof CARE_LEVELS, title: string) =>
        title || CARE_LEVELS[level].heading;
      const findings = cardTitleFindings(body, 10);
      if (shown(a, ta) === shown(b, tb)) {
        expect(findings).toHaveLength(1);
        expect(findings[0]).toMatchObject({ severity: 'error', line: 18 });
        expect(findings[0]!.message).toContain('line 12');
        checked += 1;
      } else expect(findings).toEqual([]);
    }
    expect(checked).toBeGreaterThan(5);
  });
});
