// The Hindi About page: the translated About text (content/translations/hi/pages/about.md), the
// figures, the values and the team, whose sample profiles stay marked as samples.
import type { Metadata } from 'next';
import { Stats } from '@/components/about/stats';
import { TeamCard } from '@/components/about/team-card';
import { Values } from '@/components/about/values';
import { Disclaimer } from '@/components/ui/disclaimer';
import { PageHeader } from '@/components/ui/page-header';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { getCorpus, renderMarkdown } from '@/lib/content';
import { loadPageIn, loadTeamWords, markEnglishLinks } from '@/lib/content/read/translated-pages';
import { dictionaries } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/text';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';

const lang = 'hi';
const words = dictionaries[lang].pages.about;
const page = () => loadPageIn('about', lang);

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: words.metaTitle,
    description: page().description,
    path: '/about',
    lang,
    languages: ['en', 'hi'],
  });
}

export default function HindiAboutPage() {
  const about = page();
  const team = loadTeamWords(lang);
  return (
    <>
      <PageHeader title={about.title} wide />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6">
        <Section id="mission-title" title={words.mission}>
          <Prose
            html={markEnglishLinks(renderMarkdown(about.content), lang)}
            className="prose-lg prose-h3:text-xl"
          />
        </Section>
        <Section id="numbers-title" title={fill(words.numbers, { site: site.name })}>
          <Stats lang={lang} />
        </Section>
        <Section id="values-title" title={words.values}>
          <Values lang={lang} />
        </Section>
        <Section id="team-title" title={words.team}>
          <ul className="grid gap-6 md:grid-cols-3">
            {getCorpus().team.map((member) => (
              <li key={member.id}>
                <TeamCard member={member} lang={lang} words={team.get(member.id)} />
              </li>
            ))}
          </ul>
        </Section>
        <Disclaimer lang={lang} />
      </div>
    </>
  );
}
