import { TextPage, textPageMetadata } from '@/components/ui/text-page';

export const metadata = textPageMetadata('editorial-policy');

export default function EditorialPolicyPage() {
  return <TextPage name="editorial-policy" />;
}
