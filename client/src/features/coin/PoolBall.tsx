import { useId, type ComponentPropsWithoutRef } from 'react';

/**
 * A pool ball drawn inline: the black 8-ball, or the 9-ball (white with a yellow stripe), each
 * with its number in a white circle. Always `size` pixels square, whichever ball it is. The colours
 * are the balls' own in both colour schemes; a rim in the theme's border colour keeps the black
 * ball visible on a dark page and the white one on a light page.
 */
export function PoolBall({
  ball,
  size,
  label,
  style,
  ...others
}: {
  ball: 8 | 9;
  size: number;
  /** The accessible name; without one the drawing is decorative (hidden from screen readers). */
  label?: string;
} & Omit<ComponentPropsWithoutRef<'svg'>, 'children' | 'viewBox' | 'width' | 'height'>) {
  const id = useId();
  const shade = `${id}-shade`;
  const clip = `${id}-clip`;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      {...others}
      style={{ display: 'block', ...style }}
      data-ball={ball}
      {...a11y}
    >
      <defs>
        {/* light from the upper left */}
        <radialGradient id={shade} cx="35%" cy="30%" r="75%">
          <stop offset="0%" stopColor="#fff" stopOpacity={ball === 8 ? 0.28 : 0} />
          <stop offset="55%" stopColor="#000" stopOpacity={0} />
          <stop offset="100%" stopColor="#000" stopOpacity={ball === 8 ? 0.35 : 0.22} />
        </radialGradient>
        <clipPath id={clip}>
          <circle cx="50" cy="50" r="48" />
        </clipPath>
      </defs>
      <circle cx="50" cy="50" r="48" fill={ball === 8 ? '#111' : '#f8f9fa'} />
      {ball === 9 && <rect x="0" y="24" width="100" height="52" fill="#fcc419" clipPath={`url(#${clip})`} />}
      <circle cx="50" cy="50" r="48" fill={`url(#${shade})`} />
      <circle cx="50" cy="50" r="21" fill="#fff" />
      <text
        x="50"
        y="51"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="28"
        fontWeight={800}
        fill="#111"
      >
        {ball}
      </text>
      <circle
        cx="50"
        cy="50"
        r="48.5"
        fill="none"
        stroke="var(--mantine-color-default-border)"
        strokeWidth="1.5"
      />
    </svg>
  );
}
