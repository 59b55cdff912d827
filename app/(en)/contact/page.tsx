import type { Metadata } from 'next';
import { ContactPage, contactPageMetadata } from '@/components/contact/contact-page';

export const metadata: Metadata = contactPageMetadata('en');

export default function EnglishContactPage() {
  return <ContactPage lang="en" />;
}
