import { responsiveSources, variantPath } from '@/lib/images';

describe('responsive image variants', () => {
  it('maps an image under /images/ to its WebP variant under /generated/', () => {
    expect(variantPath('/images/covers/heart.svg', 800)).toBe('/generated/covers/heart-800.webp');
    expect(variantPath('/images/photo.v2.JPG', 400)).toBe('/generated/photo.v2-400.webp');
  });

  it('lists every width in the srcset and uses the largest as the fallback', () => {
    expect(responsiveSources('/images/covers/a.svg')).toEqual({
      src: '/generated/covers/a-1200.webp',
      srcSet:
        '/generated/covers/a-400.webp 400w, /generated/covers/a-800.webp 800w, /generated/covers/a-1200.webp 1200w',
    });
  });
});
