import { type ReportPage, reportOrderPaths } from '@app/contract/catalogue-reports';
import type { ReactNode } from 'react';
import { ButtonLink, type ButtonSize, type ButtonVariant } from '~/components/ui/button';

/**
 * An order or buy button of a report page: it opens that report's order form (contract
 * `reportOrderPaths`, issue 18). `label` names it for screen readers when the visible words
 * alone ("Order Now") would not say what is ordered.
 */
export function OrderLink({
  page,
  edition,
  children,
  label,
  variant = 'accent',
  size = 'lg',
  className = '',
}: {
  page: ReportPage;
  /** The edition the form starts with (Sade Sati: `basic` or `plus`). */
  edition?: 'basic' | 'plus';
  children: ReactNode;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <ButtonLink
      to={edition ? `${reportOrderPaths[page]}?edition=${edition}` : reportOrderPaths[page]}
      variant={variant}
      size={size}
      aria-label={label}
      data-order-link=""
      className={className}
    >
      {children}
    </ButtonLink>
  );
}
