// The first-aid pages' titles, descriptions and language alternates.
import type { Metadata } from 'next';
import { emergenciesIn, type Emergency } from '../content';
import { FIRST_AID_PATH } from '../content/first-aid/paths';
import { dictionaries } from '../i18n/dictionary';
import type { Lang } from '../i18n/languages';
import { fill } from '../i18n/text';
import { site } from '../site/settings';
import { pageMetadata } from './metadata';

/** The languages an emergency's page exists in. */
const languagesOf = (id?: string): Lang[] =>
  emergenciesIn('hi').some((e) => id === undefined || e.id === id) ? ['en', 'hi'] : ['en'];

export function firstAidMetadata(lang: Lang): Metadata {
  const words = dictionaries[lang].pages.firstAid;
  return pageMetadata({
    title: fill(words.metaTitle, { site: site.name }),
    description: words.metaDescription,
    path: FIRST_AID_PATH,
    lang,
    languages: languagesOf(),
  });
}

export function emergencyMetadata(emergency: Emergency, lang: Lang): Metadata {
  const words = dictionaries[lang].pages.firstAid;
  return pageMetadata({
    title: fill(words.emergencyMetaTitle, { title: emergency.title, site: site.name }),
    description: emergency.summary,
    path: `${FIRST_AID_PATH}/${emergency.id}`,
    lang,
    languages: languagesOf(emergency.id),
  });
}
