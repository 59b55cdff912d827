// The search words the browser needs: the search view (heading, status lines, no-results help)
// and the header's title suggestions. {results} is `results` filled with the count.
export const searchClient = {
  heading: 'Search Results',
  /** The document title while the search view shows. */
  documentTitle: 'Search: {query} - {site}',
  results: { one: '{count} result', other: '{count} results' },
  status: {
    loading: 'Searching…',
    error: 'Search is unavailable right now. Please try again.',
    partial: '{results} so far for "{query}", still searching article text…',
    incomplete:
      'Search is incomplete: article text could not be searched. {results} so far for "{query}". Please try again.',
    final: '{results} for "{query}"',
    offlineError:
      'You are offline, and this search needs files this device has not saved yet. Please try again once you are connected.',
    offlineIncomplete:
      'You are offline: {results} for "{query}" from the articles this device can search. Results may be incomplete.',
  },
  noResults: 'No articles found. Try different keywords.',
  /** {term} is a link to the search for it. */
  didYouMean: 'Did you mean {term}?',
  /** The topics hub link under "No articles found" (the pages' AllTopicsLink reads server words). */
  allTopics: 'See all health topics, A to Z',
  startWith: 'Or start with one of these articles',
  /** The header's list of suggested titles. */
  titlesLabel: 'Article titles',
};
