/** Social images are 1200x630 PNGs (the size Open Graph and X recommend). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** Where the article's cover sits in the card: the right 560 px, full height. */
export const OG_COVER = { left: 640, width: 560, height: 630 } as const;
