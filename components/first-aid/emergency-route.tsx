import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { emergenciesIn } from '@/lib/content';
import { routeIds } from '@/lib/content/first-aid/paths';
import type { Lang } from '@/lib/i18n/languages';
import { emergencyMetadata } from '@/lib/seo/first-aid-metadata';
import { EmergencyPage } from './emergency-page';

type Props = { params: Promise<{ id: string }> };

/** The route of an emergency's page in a language (/first-aid/{id}, /hi/first-aid/{id}): its parts. */
export function emergencyRoute(lang: Lang) {
  const lookup = async (params: Props['params']) => {
    const { id } = await params;
    return emergenciesIn(lang).find((e) => e.id === id) ?? notFound();
  };
  return {
    generateStaticParams: () => routeIds(emergenciesIn(lang).map(({ id }) => id)),
    generateMetadata: async ({ params }: Props): Promise<Metadata> =>
      emergencyMetadata(await lookup(params), lang),
    Page: async function EmergencyRoutePage({ params }: Props) {
      return <EmergencyPage emergency={await lookup(params)} lang={lang} />;
    },
  };
}
