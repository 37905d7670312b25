import type { Image } from '@polotno/domain';

/**
 * A catalogue image: the API's `srcset` of WebP widths, explicit dimensions (no layout shift) and lazy
 * loading unless it is above the fold (`priority`).
 */
export function ProductImage({
  image,
  alt,
  sizes,
  priority = false,
  className = '',
}: {
  image: Image | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!image) {
    return <div aria-hidden className={`bg-gray-100 dark:bg-gray-800 ${className}`} />;
  }
  return (
    <img
      src={image.src}
      srcSet={image.srcset ?? undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width ?? 640}
      height={image.height ?? 640}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`bg-gray-100 object-cover dark:bg-gray-800 ${className}`}
    />
  );
}
