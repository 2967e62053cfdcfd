import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame of the site's line icons: a 24-unit grid, round strokes in the current text colour.
 * Decorative (aria-hidden): the text beside each icon carries the meaning. Props override the
 * defaults (a feature may draw with a different stroke width).
 */
export function LineIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}
