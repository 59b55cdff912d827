/**
 * Splits a markdown file into its front-matter and its body, without evaluating anything: the
 * front-matter is YAML between a first line of `---` and the next line of `---`. A file whose
 * first line names another language (`---js`, `---json`, `---coffee`...) is refused here, before
 * any of it is read: front-matter in such a language would run as code in other tools.
 */

export type FrontMatterParts = {
  /** The YAML text, its line n being the file's line n (line 1 is the rest of the opening line); null when the file has none. */
  yaml: string | null;
  body: string;
  /** The file's line the body starts on. */
  bodyLine: number;
};

/** A front-matter block that cannot be read, with the line to look at and what to do. */
export class FrontMatterError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly fix: string,
  ) {
    super(message);
    this.name = 'FrontMatterError';
  }
}

const DELIMITER = /^---[ \t]*\r?$/;

export function splitFrontMatter(text: string): FrontMatterParts {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const opening = lines[0] ?? '';
  // No front-matter: the whole file is the body (a `----` rule is markdown, not a delimiter).
  if (!opening.startsWith('---') || opening.startsWith('----'))
    return { yaml: null, body: lines.join('\n'), bodyLine: 1 };
  if (!DELIMITER.test(opening)) {
    const language = opening.slice(3).trim();
    throw new FrontMatterError(
      `the front-matter is marked "${language}" on its first line: only YAML front-matter is read`,
      1,
      'start the file with a line of three hyphens alone (---), and write the fields in YAML',
    );
  }
  const closing = lines.findIndex((line, i) => i > 0 && DELIMITER.test(line));
  if (closing === -1)
    throw new FrontMatterError(
      'the front-matter that starts on line 1 is never closed',
      1,
      'end the fields with a line of three hyphens alone (---) before the article text',
    );
  return {
    yaml: ['', ...lines.slice(1, closing)].join('\n'),
    body: lines.slice(closing + 1).join('\n'),
    bodyLine: closing + 2,
  };
}
