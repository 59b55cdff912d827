// An article's author as a page in a language names them: the editorial team in the page's words.
import { fill } from '@/lib/i18n/text';
import { site } from '@/lib/site/settings';

/** The editorial team's name as the content writes it (lib/content/review's EDITORIAL_TEAM_NAME). */
const EDITORIAL_TEAM = `${site.name} Editorial Team`;

/** `template` is the dictionary's `card.editorialTeam`; anyone else keeps their name. */
export const authorName = (name: string, template: string): string =>
  name === EDITORIAL_TEAM ? fill(template, { site: site.name }) : name;
