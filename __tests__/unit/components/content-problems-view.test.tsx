/** @jest-environment jsdom */
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { ContentCheck } from '@/components/content/content-check';
import { PostCard } from '@/components/posts/post-card';
import { FeaturedCard } from '@/components/posts/featured-card';
import { makeArticle } from '../../fixtures/articles';
import { FIXTURE_DAY } from '../../helpers/fixture-day';

const page = <p>The page</p>;

describe('content problems in the browser (npm run dev)', () => {
  afterEach(() => {
    delete process.env.CONTENT_DIR;
    delete process.env.CONTENT_TODAY;
    jest.restoreAllMocks();
  });

  const inDevelopment = (corpus: string) => {
    process.env.CONTENT_DIR = path.join(__dirname, '..', '..', 'fixtures', corpus);
    process.env.CONTENT_TODAY = FIXTURE_DAY;
    jest.replaceProperty(process.env, 'NODE_ENV', 'development');
  };

  it('shows the errors in place of the page, each with its line and fix', () => {
    inDevelopment('corpus-check');
    render(<ContentCheck>{page}</ContentCheck>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The content has 12 errors');
    expect(alert).toHaveTextContent(
      '__tests__/fixtures/corpus-check/articles/future-date.md:6date 2999-01-01 is in the future',
    );
    expect(alert).toHaveTextContent('How to fix it: did you mean "Nutrition"?');
    expect(screen.getByRole('status')).toHaveTextContent('The content has 1 warning');
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
  });

  it('shows warnings above the page', () => {
    inDevelopment('corpus-warnings');
    render(<ContentCheck>{page}</ContentCheck>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('is 164 characters long');
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('renders the page alone outside development', () => {
    process.env.CONTENT_DIR = path.join(__dirname, '..', '..', 'fixtures', 'corpus-check');
    render(<ContentCheck>{page}</ContentCheck>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});

describe('the Draft badge', () => {
  it('marks a draft on both kinds of card, and nothing else', () => {
    render(
      <>
        <PostCard article={makeArticle('a', { draft: true })} />
        <FeaturedCard article={makeArticle('b', { draft: true })} />
        <PostCard article={makeArticle('c')} />
      </>,
    );
    expect(screen.getAllByText('Draft')).toHaveLength(2);
  });
});
