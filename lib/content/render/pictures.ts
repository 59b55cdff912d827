// A picture in an article's body is shown as the WebP variants the build renders from it
// (lib/images.ts), never as the uploaded file itself: the export publishes no original.
import { BASE_PATH } from '../../site/base-path.mjs';
import { responsiveSources } from '../../images';
import type { HastNode } from './hast';

/** The body column's widest, so a phone picks a small variant (app/globals.css `.prose`). */
const SIZES = '(min-width: 768px) 720px, 100vw';

function* images(node: HastNode): Generator<HastNode> {
  if (node.type === 'element' && node.tagName === 'img') yield node;
  for (const child of node.children ?? []) yield* images(child);
}

/** A rehype plugin, after sanitising: each `<img>` of /images/ becomes its variants, lazily loaded. */
export function pictureVariants() {
  return (tree: HastNode) => {
    for (const img of images(tree)) {
      const props = img.properties ?? {};
      const src = typeof props.src === 'string' ? props.src : '';
      const image = src.startsWith(`${BASE_PATH}/images/`) ? src.slice(BASE_PATH.length) : src;
      if (!image.startsWith('/images/')) continue;
      const { src: largest, srcSet } = responsiveSources(image);
      img.properties = {
        ...props,
        src: largest,
        srcSet,
        sizes: SIZES,
        loading: 'lazy',
        decoding: 'async',
      };
    }
  };
}
