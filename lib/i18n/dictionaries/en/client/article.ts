// The article words the browser needs: article cards, share buttons, the search bar, feedback.
export const articleClient = {
  /** Article cards (components/posts): drawn on the server and, for search and Load More, in the browser. */
  card: {
    draft: 'Draft',
    readTime: '{minutes} min',
    /** The editorial team as an author line names it (other authors keep their names). */
    editorialTeam: '{site} Editorial Team',
  },
  share: {
    share: 'Share',
    copyLink: 'Copy Link',
    copied: 'Link copied!',
    copyFailed: 'Could not copy the link',
    shareUrlCopied: 'Share URL copied to clipboard.',
    articleLinkCopied: 'Article link has been copied to your clipboard.',
  },
  /** The bar of an article opened from a search result (components/article/search-bar.tsx). */
  searchBar: {
    label: 'Your search',
    capped: '“{query}” is marked in the first {count} places it appears in this article.',
    notInText: '“{query}” is in this article’s title, summary, category or tags, not in its text.',
    once: '“{query}” is marked once in this article.',
    times: '“{query}” is marked {count} times in this article.',
    firstMatch: 'Go to the first match',
    backToResults: 'Back to the results',
    removeMarks: 'Remove the marks',
  },
  /** The buttons of "Was this article helpful?" (its other words: the forms dictionary's `feedback`). */
  feedback: { yes: 'Yes', no: 'No', send: 'Send feedback', sending: 'Sending...' },
};
