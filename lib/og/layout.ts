/** Social images are 1200x630 PNGs (the size Open Graph and X recommend). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The card's two sides: text on the left (components/og/og-card.tsx), the article's cover on the right. */
export const OG_TEXT_SIDE = { width: 640, height: OG_SIZE.height } as const;
export const OG_COVER = { left: OG_TEXT_SIDE.width, width: 560, height: OG_SIZE.height } as const;

export const OG_BACKGROUND = '#f0fdfa';
