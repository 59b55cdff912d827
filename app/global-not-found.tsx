// The 404 page of every address no route matches (out/404.html): the spec's page, in the English
// shell. It has no layout, so it brings the shell, the styles and the font itself.
import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/errors/not-found-message';
import { PageShell, shellMetadata, shellViewport } from '@/components/layout/page-shell';
import { clientDictionaries } from '@/lib/i18n/dictionary';
import { site } from '@/lib/site/settings';
import { hindiName, inter } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  ...shellMetadata('en'),
  title: `Page not found - ${site.name}`,
};
export const viewport = shellViewport;

export default function GlobalNotFound() {
  return (
    <PageShell lang="en" fontClass={`${inter.variable} ${hindiName.variable}`}>
      <NotFoundMessage hindi={clientDictionaries.hi.shell.notFound} />
    </PageShell>
  );
}
