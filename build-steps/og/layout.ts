import { OG_SIZE } from '../../lib/seo/metadata';

export { OG_SIZE };

/** The card's two sides: text on the left (build-steps/og/og-card.tsx), the article's cover on the right. */
export const OG_TEXT_SIDE = { width: 640, height: OG_SIZE.height } as const;
export const OG_COVER = { left: OG_TEXT_SIDE.width, width: 560, height: OG_SIZE.height } as const;

/**
 * The rows of the text side that hold an article's label and title, between the brand (above) and
 * the tagline (below), which are the same on every card and drawn once.
 */
export const OG_TITLE_BOX = { top: 116, height: 400 } as const;

export const OG_BACKGROUND = '#f0fdfa';
