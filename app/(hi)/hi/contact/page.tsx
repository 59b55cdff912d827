// The contact page in Hindi (/hi/contact): the same form, posting the same fields.
import type { Metadata } from 'next';
import { ContactPage, contactPageMetadata } from '@/components/contact/contact-page';

export const metadata: Metadata = contactPageMetadata('hi');

export default function HindiContactPage() {
  return <ContactPage lang="hi" />;
}
