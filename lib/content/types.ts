import type { ArticleFrontMatter, TeamMember, PageFrontMatter, Source } from './schema';

export type { TeamMember, Source };

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
  categorySlug: string;
  /** From front-matter, else from the word count: '8 min'. */
  readTime: string;
  wordCount: number;
};

export type Page = PageFrontMatter & { content: string };

export type CategoryWithCount = Category & { count: number };

/** One thing wrong in the content, named by file and field. */
export type Problem = { file: string; field: string; message: string };
