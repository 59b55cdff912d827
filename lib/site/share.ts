/** Share links for an article page: every part URL-encoded by URL/URLSearchParams. */
export type ShareTarget = {
  brand: 'twitter' | 'facebook' | 'linkedin' | 'whatsapp';
  label: string;
  href: string;
};

function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export function shareTargets(pageUrl: string, title: string): ShareTarget[] {
  return [
    {
      brand: 'twitter',
      label: 'Share on X (Twitter)',
      href: withParams('https://twitter.com/intent/tweet', { url: pageUrl, text: title }),
    },
    {
      brand: 'facebook',
      label: 'Share on Facebook',
      href: withParams('https://www.facebook.com/sharer/sharer.php', { u: pageUrl }),
    },
    {
      brand: 'linkedin',
      label: 'Share on LinkedIn',
      href: withParams('https://www.linkedin.com/sharing/share-offsite/', { url: pageUrl }),
    },
    {
      brand: 'whatsapp',
      label: 'Share on WhatsApp',
      href: withParams('https://wa.me/', { text: `${title} ${pageUrl}` }),
    },
  ];
}
