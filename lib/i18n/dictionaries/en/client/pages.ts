// The pages' words the browser needs: a category's Load More and page links, the offline page's list.
export const pagesClient = {
  categoryGrid: {
    showing: 'Showing articles {first}–{last} of {total}',
    loadMore: 'Load More Articles',
    loading: 'Loading more articles…',
    /** "Could not load more articles. … or [go to the next page]." */
    failed: 'Could not load more articles. Check your connection and try again, or ',
    failedLink: 'go to the next page',
    failedEnd: '.',
  },
  pageLinks: { label: 'Pages', previous: 'Previous', page: 'Page ', next: 'Next' },
  offline: {
    title: 'Articles on this device',
    looking: 'Looking for saved articles…',
    none: 'None yet. Articles you open while online are kept on this device, so you can read them again without a connection.',
    available: 'These open without a connection:',
    saved: 'Saved {date}',
    home: 'Go to the home page',
  },
};
