import type { Article } from '@/lib/content';
import { COVER_SIZE, responsiveSources } from '@/lib/images';

/**
 * An article's cover, 16:9, as responsive WebP with its alt text. Lazy by default; `priority` for
 * the largest image of the first screen.
 */
export function CoverImage({
  article,
  sizes,
  priority = false,
  className = '',
}: {
  article: Pick<Article, 'image' | 'imageAlt'>;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const { src, srcSet } = responsiveSources(article.image);
  return (
    // Static export: the variants are made at build time by build-steps/build-images.mjs, not by next/image.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={article.imageAlt}
      width={COVER_SIZE.width}
      height={COVER_SIZE.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`bg-brand-50 aspect-video w-full object-cover ${className}`}
    />
  );
}
