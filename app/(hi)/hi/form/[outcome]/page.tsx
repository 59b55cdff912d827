// Where a Hindi form post without JavaScript lands (/hi/form/x): what happened, and the way back.
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
  return formOutcomeMetadata(params, 'hi');
}

export default function HindiFormOutcomePage({ params }: Props) {
  return <FormOutcomePage params={params} lang="hi" />;
}
