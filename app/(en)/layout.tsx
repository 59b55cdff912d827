// The English site's root layout: every route of the spec, in <html lang="en">.
import { PageShell, shellMetadata, shellViewport } from '@/components/layout/page-shell';
import { hindiName, inter } from '../fonts';
import '../globals.css';

export const metadata = shellMetadata('en');
export const viewport = shellViewport;

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return (
    <PageShell lang="en" fontClass={`${inter.variable} ${hindiName.variable}`}>
      {children}
    </PageShell>
  );
}
