// Where the content lives (content/ or CONTENT_DIR), and file names as messages show them.
import path from 'node:path';

export type ContentPaths = {
  /** The corpus: articles/, categories.yml, team.yml, pages/. */
  contentDir: string;
  /** Where article images live (their front-matter path is relative to it). */
  publicDir: string;
};

/** `CONTENT_DIR` points the loader at another corpus; the default is ./content. */
export function defaultPaths(root = process.cwd()): ContentPaths {
  return {
    contentDir: path.resolve(root, process.env.CONTENT_DIR ?? 'content'),
    publicDir: path.join(root, 'public'),
  };
}

/** A path as an editor sees it in messages: relative to the working directory when inside it. */
export function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}
