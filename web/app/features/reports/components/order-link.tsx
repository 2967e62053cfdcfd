import { reportOrderPath } from '@app/contract/catalogue-reports';
import type { ReactNode } from 'react';
import { ButtonLink, type ButtonSize, type ButtonVariant } from '~/components/ui/button';

/**
 * An order or buy button of a report page. The specification sends every one of them to the
 * gemstone page (contract `reportOrderPath`). `label` names it for screen readers when the
 * visible words alone ("Order Now") would not say what is ordered.
 */
export function OrderLink({
  children,
  label,
  variant = 'accent',
  size = 'lg',
  className = '',
}: {
  children: ReactNode;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <ButtonLink
      to={reportOrderPath}
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
