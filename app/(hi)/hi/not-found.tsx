import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/errors/not-found-message';
import { site } from '@/lib/site/settings';

export const metadata: Metadata = {
  title: `Page not found - ${site.name}`,
};

export default function NotFound() {
  return <NotFoundMessage />;
}
