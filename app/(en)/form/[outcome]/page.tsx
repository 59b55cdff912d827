import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { FORM_OUTCOMES, formOutcomePath, type FormOutcomeName } from '@/lib/forms/outcomes';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';

export const dynamicParams = false;

type Props = { params: Promise<{ outcome: string }> };

export function generateStaticParams() {
  return Object.keys(FORM_OUTCOMES).map((outcome) => ({ outcome }));
}

async function lookup(params: Props['params']) {
  const { outcome } = await params;
  return Object.hasOwn(FORM_OUTCOMES, outcome)
    ? { name: outcome as FormOutcomeName, ...FORM_OUTCOMES[outcome as FormOutcomeName] }
    : notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name, title, text } = await lookup(params);
  return pageMetadata({
    title: `${title} - ${site.name}`,
    description: text[0],
    path: formOutcomePath(name),
    noindex: true,
  });
}

/** Where a form post without JavaScript lands: what happened, and the way back. */
export default async function FormOutcomePage({ params }: Props) {
  const { title, text, back } = await lookup(params);
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
