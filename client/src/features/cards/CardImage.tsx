import { Image, type ImageProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { CARD_DIAGRAM_HEIGHT, COMPACT_MEDIA, DIAGRAM_WIDTH as WIDTH } from '../../../../shared/diagram-sizes';
import classes from './CardImage.module.css';

/** The card diagrams' size in SVG units (their viewBox): reserved before an image loads. */
export const DIAGRAM_WIDTH = WIDTH;
export const DIAGRAM_HEIGHT = CARD_DIAGRAM_HEIGHT.full;

type CardImageProps = Omit<ImageProps, 'src'> & {
  src: string;
  alt: string;
  onGiveUp?: () => void;
  /** Intrinsic size, so the space is reserved before the image arrives (defaults: a card diagram). */
  width?: number;
  height?: number;
  /**
   * The height of the image's compact layout (`layout=compact`: the same width, taller, its text
   * drawn to be read on a phone), shown below COMPACT_MEDIA; `null`: one layout everywhere.
   * Default: a card diagram's, unless `width` or `height` name another image.
   */
  compactHeight?: number | null;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  onClick?: () => void;
};

/** A placeholder's box in a card diagram's place: its ratio, the compact one on a phone. */
export function diagramPlaceholder(): { className: string; style: CSSProperties } {
  return {
    className: `${classes.image} ${classes.compact}`,
    style: {
      '--card-image-ratio': `${DIAGRAM_WIDTH} / ${DIAGRAM_HEIGHT}`,
      '--card-image-compact-ratio': `${DIAGRAM_WIDTH} / ${CARD_DIAGRAM_HEIGHT.compact}`,
    } as CSSProperties,
  };
}

/** The URL of an image's compact layout: its URL (with its version) and `layout=compact`. */
export function compactSrc(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}layout=compact`;
}

/**
 * A card diagram (or an Info image): on a phone its compact layout, chosen by a <picture> source.
 * On a load failure it is loaded once more, then hidden (or `onGiveUp` decides). Its box has the
 * image's aspect ratio from the first paint, so nothing moves when it loads; `mah` limits its
 * height where the full layout shows, never the compact one. Never draggable.
 */
export function CardImage({
  src,
  alt,
  onGiveUp,
  width,
  height,
  compactHeight,
  loading = 'lazy',
  fetchPriority,
  style,
  className,
  mah,
  ...props
}: CardImageProps) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  const cardDiagram = width === undefined && height === undefined;
  const w = width ?? DIAGRAM_WIDTH;
  const h = height ?? DIAGRAM_HEIGHT;
  const compact =
    compactHeight === undefined ? (cardDiagram ? CARD_DIAGRAM_HEIGHT.compact : null) : compactHeight;
  const maxHeight = typeof mah === 'string' || typeof mah === 'number' ? mah : undefined;
  const vars = {
    '--card-image-ratio': `${w} / ${h}`,
    ...(compact ? { '--card-image-compact-ratio': `${w} / ${compact}` } : {}),
    ...(maxHeight !== undefined
      ? { '--card-image-max-height': typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight }
      : {}),
  } as CSSProperties;
  const image = (
    <Image
      {...props}
      key={attempt}
      mah={maxHeight === undefined ? mah : undefined}
      src={src}
      alt={alt}
      width={w}
      height={h}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      className={[classes.image, compact ? classes.compact : '', className ?? ''].join(' ').trim()}
      style={{ ...vars, height: 'auto', ...(style as object) }}
      draggable={false}
      onDragStart={(event) => event.preventDefault()}
      onError={() => {
        // a failed load is not kept by the browser: a new <img> asks again
        if (attempt === 0) {
          setAttempt(1);
          return;
        }
        setFailed(true);
        onGiveUp?.();
      }}
    />
  );
  if (!compact) return image;
  return (
    <picture key={attempt} className={classes.picture}>
      <source media={COMPACT_MEDIA} srcSet={compactSrc(src)} width={w} height={compact} />
      {image}
    </picture>
  );
}
