import { TextPage, textPageMetadata } from '@/components/ui/text-page';

export const metadata = textPageMetadata('privacy');

export default function PrivacyPage() {
  return <TextPage name="privacy" />;
}
