// The shell's words that the browser needs: menu, theme, chat, search box, 404, scroll button.
export const shellClient = {
  menu: {
    open: 'Open menu',
    dialog: 'Menu',
    nav: 'Mobile',
    title: 'Menu',
    close: 'Close menu',
    topics: 'Topics',
    theme: 'Theme',
  },
  theme: { system: 'System theme', light: 'Light theme', dark: 'Dark theme', group: 'Theme' },
  chat: {
    open: 'Chat with us',
    title: "We're here to help",
    close: 'Close chat',
    callOrMessage: 'Call or message us on',
    available: 'Available 24/7 for your health inquiries',
    whatsapp: 'Start WhatsApp Chat',
    call: 'Call {phone}',
  },
  searchBox: {
    label: 'Search articles',
    placeholder: 'Search articles, topics, tags...',
    submit: 'Search',
    suggested: {
      one: '{count} title suggested: up and down arrows to choose, Enter to open.',
      other: '{count} titles suggested: up and down arrows to choose, Enter to open.',
    },
  },
  scrollToTop: 'Scroll to top',
  /** The toasts' region and close buttons (sonner's own English words). */
  toaster: { region: 'Notifications', close: 'Close toast' },
  notFound: {
    page: { title: 'Oops! Page not found', action: 'Return to Home' },
    article: { title: 'Article not found', action: 'Return Home' },
    category: { title: 'Category not found', action: 'Return Home' },
    moved: 'The page you are looking for does not exist or has moved.',
    search: 'Search the site',
    topics: 'Browse all health topics',
    firstAid: 'First aid: what to do in an emergency',
  },
  /** "In an emergency, call 112 in India, 911 in the US or 999 in the UK."; the phone links' name. */
  emergency: {
    line: 'In an emergency, call {list}.',
    or: 'or',
    title: 'In an emergency',
    numbers: 'Numbers to call',
    firstAid: 'First aid: what to do in an emergency',
  },
};
