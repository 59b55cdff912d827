import type { Metadata } from 'next';
import { loadPage, renderMarkdown } from '@/lib/content';
import { formatLongDate } from '@/lib/format';
import { dictionaries } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/text';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';
import { PageHeader } from './page-header';
import { Prose } from './prose';

/**
 * A page whose text lives in content/pages/{name}.md (privacy, terms, editorial policy): English
 * only (a Hindi page links them, saying so).
 */
export function textPageMetadata(name: string): Metadata {
  const { title, description } = loadPage(name);
  return pageMetadata({ title: `${title} - ${site.name}`, description, path: `/${name}` });
}

export function TextPage({ name }: { name: string }) {
  const { title, updated, content } = loadPage(name);
  return (
    <>
      <PageHeader
        title={title}
        lead={
          updated
            ? fill(dictionaries.en.pages.textPage.lastUpdated, { date: formatLongDate(updated) })
            : undefined
        }
      />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <Prose html={renderMarkdown(content)} />
      </div>
    </>
  );
}
