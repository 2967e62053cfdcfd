import { XIcon } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { IconButton } from '~/components/ui/icon-button';
import { StatusMark } from '~/components/ui/status-mark';
import { useTranslation } from '~/lib/i18n';

/**
 * The site's toasts: small notices at the top right that close themselves after 5 seconds
 * (specification section 9). A "loading" toast stays until it is dismissed by the code that
 * opened it.
 *
 *   const toast = useToast();
 *   const id = toast.loading(t('toast.loading'));
 *   ...
 *   toast.dismiss(id);
 *   toast.success(t('toast.loginSuccess'));
 */
export type ToastKind = 'success' | 'error' | 'loading';
type ToastItem = { id: number; kind: ToastKind; message: string };

export type ToastApi = {
  success: (message: string) => number;
  error: (message: string) => number;
  loading: (message: string) => number;
  dismiss: (id: number) => void;
};

const toastAutoCloseMs = 5000;

const ToastContext = createContext<ToastApi | null>(null);

let nextToastId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind) => (message: string) => {
      const id = nextToastId++;
      setToasts((current) => [...current, { id, kind, message }]);
      return id;
    };
    return { success: show('success'), error: show('error'), loading: show('loading'), dismiss };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: ToastItem[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  // The live region is always in the page so screen readers announce toasts added to it.
  return (
    <section
      aria-label={t('toast.regionLabel')}
      className="pointer-events-none fixed top-3 right-3 left-3 z-[70] flex flex-col items-end gap-2 sm:top-5 sm:right-5 sm:left-auto print:hidden"
    >
      <ol aria-live="polite" className="flex w-full flex-col items-end gap-2 sm:w-auto">
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}

const kindStyles: Record<ToastKind, string> = {
  success: 'border-success-600',
  error: 'border-danger-600',
  loading: 'border-gold-500',
};

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
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
