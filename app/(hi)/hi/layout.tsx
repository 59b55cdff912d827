// The Hindi edition's root layout: every page under /hi, in <html lang="hi">, with the Devanagari
// font beside Inter.
import { PageShell, shellMetadata, shellViewport } from '@/components/layout/page-shell';
import { inter } from '../../fonts';
import { devanagari } from './devanagari-font';
import '../../globals.css';

export const metadata = shellMetadata('hi');
export const viewport = shellViewport;

export default function HindiLayout({ children }: { children: React.ReactNode }) {
  return (
    <PageShell lang="hi" fontClass={`${inter.variable} ${devanagari.variable}`}>
      {children}
    </PageShell>
  );
}
