import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
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
export type ToastItem = { id: number; kind: ToastKind; message: string };

export type ToastApi = {
  success: (message: string) => number;
  error: (message: string) => number;
  loading: (message: string) => number;
  dismiss: (id: number) => void;
};

/** A toast's card (and its mark and close button) loads with the first toast (decision 046). */
const ToastCard = lazy(() => import('./toast-card'));

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
        {toasts.length > 0 ? (
          <Suspense fallback={null}>
            {toasts.map((toast) => (
              <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
            ))}
          </Suspense>
        ) : null}
      </ol>
    </section>
  );
}
