/** Where the search tiers are published (root-relative; the client adds the base path). */
export const SEARCH_DIR = '/search-index';

/** The meta tier: card fields and the short searched fields of every article. */
export const META_PATH = `${SEARCH_DIR}/meta.json`;

/** 'body-3.json': the file name of body shard 3. */
export function shardFile(index: number): string {
  return `body-${index}.json`;
}

export function shardPath(index: number): string {
  return `${SEARCH_DIR}/${shardFile(index)}`;
}

/** The shard number in a file name made by `shardFile`, else undefined. */
export function shardIndex(file: string): number | undefined {
  const match = /^body-(0|[1-9]\d*)\.json$/.exec(file);
  return match ? Number(match[1]) : undefined;
}
