import type { ComponentProps } from 'react';

/**
 * A line icon on a 24x24 grid in the text's colour, shipped inline (no icon set is fetched); it stands
 * beside a label, so assistive tech skips it. Other svg attributes (a thinner stroke) pass through.
 */
export function LineIcon({ size, children, ...svg }: { size: number } & ComponentProps<'svg'>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      {...svg}
    >
      {children}
    </svg>
  );
}
