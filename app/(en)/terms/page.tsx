import { TextPage, textPageMetadata } from '@/components/ui/text-page';

export const metadata = textPageMetadata('terms');

export default function TermsPage() {
  return <TextPage name="terms" />;
}
