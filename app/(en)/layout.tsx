// The English site's root layout: every route of the spec, in <html lang="en">.
import { PageShell, shellMetadata, shellViewport } from '@/components/layout/page-shell';
import { inter } from '../fonts';
import '../globals.css';

export const metadata = shellMetadata;
export const viewport = shellViewport;

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return (
    <PageShell lang="en" fontClass={inter.variable}>
      {children}
    </PageShell>
  );
}
