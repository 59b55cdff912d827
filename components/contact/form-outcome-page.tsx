// The page a form post without JavaScript lands on, in a language (/form/x, /hi/form/x): what
// happened, and the way back. Both routes draw it (lib/forms/outcomes.ts names the pages).
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/ui/page-header';
import {
  FORM_OUTCOME_NAMES,
  formOutcomePath,
  formOutcomes,
  isFormOutcomeName,
  type FormOutcomeName,
} from '@/lib/forms/outcomes';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';

export type FormOutcomeParams = Promise<{ outcome: string }>;

export function formOutcomeStaticParams() {
  return FORM_OUTCOME_NAMES.map((outcome) => ({ outcome }));
}

/** The outcome page the route's params name, in a language; a 404 for any other name. */
async function lookup(params: FormOutcomeParams, lang: Lang) {
  const { outcome } = await params;
  if (!isFormOutcomeName(outcome)) notFound();
  const name: FormOutcomeName = outcome;
  return { name, ...formOutcomes(dictionaries[lang].forms.outcomes, lang)[name] };
}

/** Not indexed; a Hindi page's canonical URL is its own. */
export async function formOutcomeMetadata(
  params: FormOutcomeParams,
  lang: Lang = 'en',
): Promise<Metadata> {
  const { name, title, text } = await lookup(params, lang);
  return pageMetadata({
    title: `${title} - ${site.name}`,
    description: text[0]!,
    path: formOutcomePath(name),
    noindex: true,
    lang,
  });
}

export async function FormOutcomePage({
  params,
  lang = 'en',
}: {
  params: FormOutcomeParams;
  lang?: Lang;
}) {
  const { title, text, back } = await lookup(params, lang);
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-12 text-lg text-slate-700 sm:px-6">
        {text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <Link
            href={back.href}
            className="text-brand-800 hover:text-brand-900 font-semibold underline"
          >
            {back.label}
          </Link>
        </p>
      </div>
    </>
  );
}
