import { Image, type ImageProps } from '@mantine/core';
import { useState } from 'react';

type CardImageProps = Omit<ImageProps, 'src'> & { src: string; alt: string; onGiveUp?: () => void };

/** Appends a cache-busting parameter for the retry of a failed image. */
export function cacheBusted(src: string, token: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}retry=${token}`;
}

/**
 * A card diagram: on a load failure it is retried once with a cache-busting parameter, then
 * hidden (or `onGiveUp` decides). Never draggable.
 */
export function CardImage({ src, alt, onGiveUp, ...props }: CardImageProps) {
  const [retry, setRetry] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image
      {...props}
      src={retry === null ? src : cacheBusted(src, retry)}
      alt={alt}
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
