import type { Metadata } from 'next';
import {
  FormOutcomePage,
  formOutcomeMetadata,
  formOutcomeStaticParams,
  type FormOutcomeParams,
} from '@/components/contact/form-outcome-page';

export const dynamicParams = false;

type Props = { params: FormOutcomeParams };

export function generateStaticParams() {
  return formOutcomeStaticParams();
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return formOutcomeMetadata(params, 'en');
}

/** Where a form post without JavaScript lands: what happened, and the way back. */
export default function EnglishFormOutcomePage({ params }: Props) {
  return <FormOutcomePage params={params} lang="en" />;
}
