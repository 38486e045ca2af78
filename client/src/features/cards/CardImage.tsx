import { Image, type ImageProps } from '@mantine/core';
import { useState } from 'react';

/** The card diagrams' size in SVG units (their viewBox): reserved before an image loads. */
export const DIAGRAM_WIDTH = 940;
export const DIAGRAM_HEIGHT = 760;

type CardImageProps = Omit<ImageProps, 'src'> & {
  src: string;
  alt: string;
  onGiveUp?: () => void;
  /** Intrinsic size, so the space is reserved before the image arrives (defaults: a card diagram). */
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  onClick?: () => void;
};

/** Appends a cache-busting parameter for the retry of a failed image. */
export function cacheBusted(src: string, token: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}retry=${token}`;
}

/**
 * A card diagram: on a load failure it is retried once with a cache-busting parameter, then
 * hidden (or `onGiveUp` decides). Its box has the image's aspect ratio from the first paint, so
 * nothing moves when it loads. Never draggable.
 */
export function CardImage({
  src,
  alt,
  onGiveUp,
  width = DIAGRAM_WIDTH,
  height = DIAGRAM_HEIGHT,
  loading = 'lazy',
  fetchPriority,
  style,
  ...props
}: CardImageProps) {
  const [retry, setRetry] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image
      {...props}
      src={retry === null ? src : cacheBusted(src, retry)}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      style={{ aspectRatio: `${width} / ${height}`, height: 'auto', ...(style as object) }}
      draggable={false}
      onDragStart={(event) => event.preventDefault()}
      onError={() => {
        if (retry === null) {
          setRetry(Date.now());
          return;
        }
        setFailed(true);
        onGiveUp?.();
      }}
    />
  );
}
