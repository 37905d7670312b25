import type { Image } from '@polotno/domain';
import { IMAGE_WIDTHS } from '@polotno/domain/client';

// The shop's own pictures exist at every width of spec §9: uploads (`/api/images/<id>/<w>.webp`) and
// generated fabric pictures (`/api/images/fabric/<knit>/<hex>/<w>.webp`, and the earlier
// `/api/images/swatch/<hex>/<w>.webp`), rendered on first request.
const OWN_IMAGE =
  /^(\/api\/images\/(?:fabric\/[a-z]+(?:-drape)?\/[0-9a-f]{6}|swatch\/[0-9a-f]{6}|[0-9a-f-]{36}))\/\d+\.webp$/;

/**
 * The `srcset` of an image: the API's, or for one of our own images sent with a single rendition (a colour
 * swatch in a colour list) every generated width, so a large display never stretches a small file. Null
 * for a picture kept elsewhere (WooCommerce), which has one size only.
 */
export function imageSrcset(image: Image, maxWidth = Infinity): string | null {
  if (image.srcset) return maxWidth === Infinity ? image.srcset : capSrcset(image.srcset, maxWidth);
  const base = OWN_IMAGE.exec(image.src)?.[1];
  if (!base) return null;
  const widths = IMAGE_WIDTHS.filter((width, index) => index === 0 || width <= maxWidth);
  return widths.map((width) => `${base}/${width}.webp ${width}w`).join(', ');
}

/** A srcset without its renditions wider than `maxWidth` (the narrowest always stays). */
function capSrcset(srcset: string, maxWidth: number): string {
  const candidates = srcset.split(', ');
  const fitting = candidates.filter((candidate, index) => {
    const width = /\s(\d+)w$/.exec(candidate)?.[1];
    return index === 0 || width === undefined || Number(width) <= maxWidth;
  });
  return fitting.join(', ');
}

/**
 * The image as a page's data may carry it: without a `srcset` that imageSrcset derives from `src` anyway (the
 * shop's own pictures), which is most of a listing's bytes per card.
 */
export function compactImage(image: Image): Image {
  return image.srcset && image.srcset === imageSrcset({ ...image, srcset: null }) ? { ...image, srcset: null } : image;
}

/**
 * A picture of the shop (product, colour, cover, photo): WebP widths in `srcset` with the display width in
 * `sizes`, so the browser picks the file for the screen's density; explicit dimensions, so nothing shifts
 * when it arrives; lazy unless it is the page's main picture (`priority`: fetched first, never lazy).
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  maxWidth,
  className,
}: {
  image: Image | null;
  alt: string;
  /** How wide the picture is shown, as a `sizes` attribute (`(min-width: 1024px) 600px, 100vw`). */
  sizes: string;
  priority?: boolean;
  /** The widest rendition worth offering (a small display never needs the largest files). */
  maxWidth?: number;
  className?: string;
}) {
  if (!image) {
    return <div aria-hidden className={className ? `picture ${className}` : 'picture'} />;
  }
  const srcSet = imageSrcset(image, maxWidth);
  return (
    <img
      src={image.src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? 640}
      height={image.height ?? 640}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={className ? `picture ${className}` : 'picture'}
    />
  );
}
