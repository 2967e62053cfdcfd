import type { ReactNode } from 'react';

/**
 * Lets the browser skip style, layout and paint of a section until it comes near the viewport
 * (content-visibility: auto), which shortens the work before the first paint on a phone.
 * `sizeClassName` sets contain-intrinsic-size to the section's usual height, so the scrollbar
 * and anchors (/#services) stay close to right before the section has been rendered.
 */
export function BelowTheFold({
  sizeClassName,
  children,
}: {
  sizeClassName: string;
  children: ReactNode;
}) {
  return <div className={`[content-visibility:auto] ${sizeClassName}`}>{children}</div>;
}
