// The shapes of the content as pages use it: articles, categories, pages, problems.
import type { ArticleFrontMatter, TeamMember, PageFrontMatter, Source } from './schema';
import type { Language, TranslationFrontMatter } from './translations/schema';

export type { TeamMember, Source };

/** Who reviewed an article, as the page names them. */
export type Reviewer =
  | { kind: 'editorial-team'; name: string }
  /**
   * A registered clinician who signed off this version of the article and its record: "Medically
   * reviewed by {name}, {credentials} ({registration})".
   */
  | {
      kind: 'clinician';
      name: string;
      credentials: string;
      role: string;
      registration: { body: string; number: string };
      /** The day of the sign-off. */
      signed: string;
    }
  | { kind: 'member'; name: string; role: string };

export type Category = {
  name: string;
  slug: string;
  description: string;
  medical: boolean;
};

export type Article = Omit<ArticleFrontMatter, 'readTime'> & {
  /** The file name without `.md`; a slug. */
  id: string;
  /** The markdown body. */
  content: string;
  /** The body as a reader reads it, without markup or citation markers: what search matches. */
  text: string;
  /** Who reviewed it, as the page names them. */
  reviewer: Reviewer;
  /**
   * The version of the article and its review record a clinician signs (signOffVersionOf), and
   * whether its sign-off is of this version.
   */
  signOff: { version: string; current: boolean };
  categorySlug: string;
  /** From front-matter, else from the word count: '8 min'. */
  readTime: string;
  wordCount: number;
  /** In a translated corpus: the translation's trail (the English article has none). */
  translation?: TranslationTrail;
};

/** What a translated article's page says about its translation. */
export type TranslationTrail = Pick<
  Translation,
  'translated' | 'translatedBy' | 'method' | 'backTranslation' | 'reviewer' | 'reviewed' | 'stale'
> & {
  /** The English original's title and last update (or publication) day. */
  englishTitle: string;
  englishUpdated: string;
};

export type Page = PageFrontMatter & { content: string };

export type CategoryWithCount = Category & { count: number };

/** Errors stop the build; warnings are worth fixing but do not. */
export type Severity = 'error' | 'warning';

/** One thing wrong in the content: where (file, line, field), what is wrong and how to fix it. */
export type Problem = {
  severity: Severity;
  file: string;
  line: number;
  field: string;
  message: string;
  fix: string;
};

/** A problem found in one file, before the file is named; without a line, the field's line. */
export type Finding = Omit<Problem, 'file' | 'line'> & { line?: number };

/** A translation of an article, checked against its English original. */
export type Translation = Omit<TranslationFrontMatter, 'reviewedBy' | 'original'> & {
  language: Language;
  /** The English article's id (its translation's page is /{language}/blog/{id}). */
  id: string;
  /** The markdown body; its sources are the original's. */
  content: string;
  /** The body as a reader reads it: what search matches. */
  text: string;
  /** The English article has changed since the translation was made. */
  stale: boolean;
  /** The English article's last update (or publication) day. */
  englishUpdated: string;
  /** The person fluent in the language who read it against the original, if anyone has. */
  reviewer?: Exclude<Reviewer, { kind: 'editorial-team' }>;
};
