import Image from 'next/image';
import type { Article } from '@/lib/content';

/** An article's cover, 16:9, with its alt text; `priority` for the first screen's largest image. */
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
  return (
    <Image
      src={article.image}
      alt={article.imageAlt}
      width={1200}
      height={675}
      sizes={sizes}
      priority={priority}
      className={`aspect-video w-full object-cover ${className}`}
    />
  );
}
