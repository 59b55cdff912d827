import type { Metadata } from 'next';
import { Stats } from '@/components/about/stats';
import { TeamCard } from '@/components/about/team-card';
import { Values } from '@/components/about/values';
import { Disclaimer } from '@/components/ui/disclaimer';
import { PageHeader } from '@/components/ui/page-header';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/seo/metadata';
import { getCorpus, loadPage, renderMarkdown } from '@/lib/content';

const page = () => loadPage('about');

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'About Us',
    description: page().description,
    path: '/about',
    languages: ['en', 'hi'],
  });
}

export default function AboutPage() {
  const about = page();
  return (
    <>
      <PageHeader title={about.title} wide />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6">
        <Section id="mission-title" title="Our mission">
          <Prose html={renderMarkdown(about.content)} className="prose-lg prose-h3:text-xl" />
        </Section>
        <Section id="numbers-title" title="HealthHub in numbers">
          <Stats />
        </Section>
        <Section id="values-title" title="Our core values">
          <Values />
        </Section>
        <Section id="team-title" title="Meet our team">
          <ul className="grid gap-6 md:grid-cols-3">
            {getCorpus().team.map((member) => (
              <li key={member.id}>
                <TeamCard member={member} />
              </li>
            ))}
          </ul>
        </Section>
        <Disclaimer />
      </div>
    </>
  );
}
