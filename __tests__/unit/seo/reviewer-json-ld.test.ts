// The structured data names a medical reviewer only where a clinician signed off the article as it
// is now: with their registration, as the review line gives it.
import { articleJsonLd } from '@/lib/seo/structured-data';
import { makeArticle } from '../../fixtures/articles';

describe("a health article's reviewer in its structured data", () => {
  it('is the signing clinician, with the registering body and number', () => {
    const article = makeArticle('a', {
      reviewer: {
        kind: 'clinician',
        name: 'Asha Rao',
        credentials: 'MBBS, MD',
        role: 'Physician',
        registration: { body: 'National Medical Commission', number: 'NMC-1234' },
        signed: '2026-11-01',
      },
      signOff: { version: '0123456789abcdef', current: true },
    });
    expect(articleJsonLd(article, true).reviewedBy).toEqual({
      '@type': 'Person',
      name: 'Asha Rao',
      jobTitle: 'Physician',
      honorificSuffix: 'MBBS, MD',
      identifier: {
        '@type': 'PropertyValue',
        propertyID: 'National Medical Commission',
        value: 'NMC-1234',
      },
    });
  });
  it('is the editorial team, an organisation, without a sign-off', () => {
    expect(articleJsonLd(makeArticle('a'), true).reviewedBy).toMatchObject({
      '@type': 'Organization',
    });
  });
});
