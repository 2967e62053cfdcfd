import { XIcon } from 'lucide-react';
import { useEffect } from 'react';
import { IconButton } from '~/components/ui/icon-button';
import { StatusMark } from '~/components/ui/status-mark';
import { useTranslation } from '~/lib/i18n';
import type { ToastItem, ToastKind } from './toast';

/**
 * One toast of the region (toast.tsx): its mark, its message and a close button; it closes itself
 * after 5 seconds unless it is a "loading" one. Its code loads with the page's first toast.
 */
const toastAutoCloseMs = 5000;

const kindStyles: Record<ToastKind, string> = {
  success: 'border-success-600',
  error: 'border-danger-600',
  loading: 'border-gold-500',
};

export default function ToastCard({
  toast,
  onDismiss,
}: {
  toast: ToastItem;
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();

  useEffect(() => {
    if (toast.kind === 'loading') return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toastAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [toast, onDismiss]);

  return (
    <li
      data-toast-kind={toast.kind}
      className={`pointer-events-auto flex w-full max-w-sm animate-fade-in items-center gap-3 rounded-card border-l-4 bg-white py-3 pr-2 pl-4 shadow-card sm:min-w-72 ${kindStyles[toast.kind]}`}
    >
      <StatusMark status={toast.kind} size="small" />
      <p className="flex-1 font-semibold text-ink-900">{toast.message}</p>
      <IconButton
        icon={XIcon}
        label={t('toast.close')}
        size="sm"
        onClick={() => onDismiss(toast.id)}
        className="text-ink-500 hover:bg-cream-100 hover:text-ink-900"
      />
    </li>
  );
}
