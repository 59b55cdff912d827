/**
 * Limits on what an article carries into a post (the "Was this helpful?" answer names the article
 * by id and title): the content check enforces them, and the feedback form's subject and the
 * preview server's rules are derived from them, so a published article can always be answered.
 */

/** The longest article title, in characters (search engines show about 60). */
export const TITLE_MAX_LENGTH = 120;

/** The longest article id (its file name without `.md`), in characters. */
export const ARTICLE_ID_MAX_LENGTH = 100;
