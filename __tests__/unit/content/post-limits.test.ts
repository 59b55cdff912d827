import { articleIdFindings, titleLength } from '@/lib/content/checks/article-checks';
import { ARTICLE_ID_MAX_LENGTH, TITLE_MAX_LENGTH } from '@/lib/content/limits';
import { feedbackFields } from '@/lib/forms/feedback';
import { articleFeedback } from '../../../server/post-kinds';
import { random } from '../../helpers/random';

const CHARS = ['a', 'Z', ' ', 'é', '’', 'क', '्', '😀', ':', '"', '—'];

/** What the preview server says of the feedback an article page would post. */
const refused = (article: string, title: string) => {
  const fields = feedbackFields({ article, title, helpful: 'no', comment: 'Too long.' });
  const answer = articleFeedback.accept(fields, { hasArticle: (id) => id === article });
  return 'errors' in answer ? Object.keys(answer.errors ?? {}) : [];
};

describe('one limit in one place: what the content check lets through, the feedback form takes', () => {
  it('a title the check accepts always makes a subject the server takes; a longer one is an error', () => {
    for (let seed = 1; seed <= 400; seed += 1) {
      const next = random(seed);
      const length = 1 + Math.floor(next() * (TITLE_MAX_LENGTH * 2.5));
      // As the schema gives it: trimmed.
      const title =
        `T${Array.from({ length }, () => CHARS[Math.floor(next() * CHARS.length)]).join('')}`.trim();
      const findings = titleLength(title);
      if (title.length > TITLE_MAX_LENGTH) {
        expect(findings.map((f) => [f.severity, f.field])).toEqual([['error', 'title']]);
      } else {
        expect(findings).toEqual([]);
        expect([seed, refused('an-article', title)]).toEqual([seed, []]);
      }
    }
  });

  it('an article id the check accepts is one the server takes; a longer one is an error', () => {
    for (let length = 1; length <= ARTICLE_ID_MAX_LENGTH + 40; length += 7) {
      const id = Array.from({ length }, (_, i) => (i % 5 === 4 && i < length - 1 ? '-' : 'a')).join(
        '',
      );
      const findings = articleIdFindings(id);
      if (id.length > ARTICLE_ID_MAX_LENGTH) {
        expect(findings.map((f) => f.field)).toEqual(['id (file name)']);
      } else {
        expect(findings).toEqual([]);
        expect([id, refused(id, 'A title')]).toEqual([id, []]);
      }
    }
  });
});
