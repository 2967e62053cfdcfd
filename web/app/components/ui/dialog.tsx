import { XIcon } from 'lucide-react';
import {
  createContext,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  type SyntheticEvent,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '~/components/ui/icon-button';
import { useTranslation } from '~/lib/i18n';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * The site's one modal dialog, built on the native <dialog> element opened with showModal():
 * the browser traps focus inside, makes the rest of the page inert and closes on Escape. We add
 * a close button, closing by a click on the backdrop, a scroll lock on the page behind, and
 * return focus to whatever opened the dialog.
 *
 * Standard header:
 *   <Dialog open={open} onClose={() => setOpen(false)} title={t('x.title')}>...</Dialog>
 * Custom layout (the heading sits where you put it, and still labels the dialog):
 *   <Dialog open={open} onClose={close}><DialogTitle>{t('x.title')}</DialogTitle>...</Dialog>
 *
 * <DialogDescription> marks the text that describes the dialog.
 *
 * It renders into document.body, so a dialog opened from inside another one (or from a
 * closed one) is never clipped by its parent.
 */
type DialogProps = {
  /** An id for the <dialog>, e.g. for the aria-controls of the button that opens it. */
  id?: string;
  open: boolean;
  onClose: () => void;
  /** Shown as the dialog's heading. Leave out and render <DialogTitle> yourself instead. */
  title?: ReactNode;
  children?: ReactNode;
  /** false: Escape, the backdrop and the close button do nothing (e.g. while work is in progress). */
  dismissible?: boolean;
  /** `center` (default) or `side`: a full-height panel that slides in from the right edge. */
  placement?: 'center' | 'side';
  /**
   * What takes the focus on opening: the first control (the close button when there is one), or
   * the dialog itself, for a dialog that opens by itself (no focus ring, the title is read first).
   */
  initialFocus?: 'first-control' | 'dialog';
  /** Width of a centred dialog: sm (status messages), md (default), lg (with an image). */
  size?: 'sm' | 'md' | 'lg';
  /** Extra classes of the panel. */
  className?: string;
};

const placementClasses = {
  center: 'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] rounded-card open:animate-fade-in',
  side: 'my-0 mr-0 ml-auto h-dvh max-h-dvh w-[min(88vw,22rem)] max-w-none translate-x-0 transition-transform duration-300 ease-out starting:open:translate-x-full',
} as const;

const sizeClasses = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const;

/** Ids that DialogTitle and DialogDescription give their text, so the dialog can name them. */
type DialogLabels = {
  titleId: string;
  descriptionId: string;
  setHasDescription: (has: boolean) => void;
};
const DialogLabelsContext = createContext<DialogLabels | null>(null);

/** The open dialogs that lock the page's scrolling (dialogs can stack). */
let scrollLocks = 0;
function lockPageScroll(): () => void {
  scrollLocks += 1;
  document.documentElement.style.overflow = 'hidden';
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.documentElement.style.overflow = '';
  };
}

export function Dialog({
  id,
  open,
  onClose,
  title,
  children,
  dismissible = true,
  placement = 'center',
  size = 'md',
  initialFocus = 'first-control',
  className = '',
}: DialogProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [hasDescription, setHasDescription] = useState(false);
  // The content is drawn when the dialog first opens, and kept from then on (it may hold a
  // dialog of its own that opens after it closes): a dialog most visitors never open, such as
  // the phone menu on every page, then costs nothing while the page hydrates.
  const [contentDrawn, setContentDrawn] = useState(open);
  if (open && !contentDrawn) setContentDrawn(true);
  const labels = useMemo(
    () => ({ titleId, descriptionId, setHasDescription }),
    [titleId, descriptionId],
  );
  const pointerDownOnBackdrop = useRef(false);
  // The latest onClose, so the effect below does not re-run when a parent passes a new function.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // `hydrated` is listed because the <dialog> element only exists from the hydrated render on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    if (initialFocus === 'dialog') dialog.focus();
    const unlockScroll = lockPageScroll();
    return () => {
      unlockScroll();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, hydrated, initialFocus]);

  if (!hydrated) return null;

  const requestClose = () => {
    if (dismissible) onCloseRef.current();
  };

  // Escape fires "cancel": we keep the dialog open and let the owner decide through onClose.
  const handleCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    requestClose();
  };

  // A click whose press and release both land on the <dialog> itself is a click on the backdrop
  // (the content fills the element, so clicks inside land on the content).
  const handlePointerDown = (event: ReactPointerEvent) => {
    pointerDownOnBackdrop.current = event.target === dialogRef.current;
  };
  const handleClick = (event: ReactMouseEvent) => {
    if (pointerDownOnBackdrop.current && event.target === dialogRef.current) requestClose();
    pointerDownOnBackdrop.current = false;
  };

  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (onCancel)
    <dialog
      ref={dialogRef}
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={hasDescription ? descriptionId : undefined}
      onCancel={handleCancel}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
      className={`overflow-hidden bg-white p-0 outline-none text-ink-900 shadow-card backdrop:bg-maroon-950/60 ${placementClasses[placement]} ${placement === 'center' ? sizeClasses[size] : ''} ${className}`}
    >
      {contentDrawn ? (
        <DialogLabelsContext.Provider value={labels}>
          <div
            className={`relative flex max-h-[inherit] flex-col ${placement === 'side' ? 'h-full' : ''}`}
          >
            {/* First in the dialog, so it (not a text field) takes the focus when the dialog opens. */}
            {dismissible ? (
              <IconButton
                icon={XIcon}
                label={t('dialog.close')}
                onClick={requestClose}
                className="absolute top-3 right-3 z-10 bg-white/90 text-ink-700 shadow-sm hover:bg-cream-100 hover:text-maroon-800"
              />
            ) : null}
            {title ? (
              <div className="border-cream-200 border-b px-6 pt-5 pb-4 pr-16">
                <DialogTitle>{title}</DialogTitle>
              </div>
            ) : null}
            <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          </div>
        </DialogLabelsContext.Provider>
      ) : null}
    </dialog>,
    document.body,
  );
}

/** The heading that labels the surrounding <Dialog>; use it when the dialog has no `title`. */
export function DialogTitle({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  const { titleId } = useDialogLabels();
  return (
    <h2 id={titleId} className={`text-2xl text-maroon-800 ${className}`}>
      {children}
    </h2>
  );
}

/** Text that describes the surrounding <Dialog> (read out after its title). */
export function DialogDescription({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  const { descriptionId, setHasDescription } = useDialogLabels();
  useEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p id={descriptionId} className={className}>
      {children}
    </p>
  );
}

function useDialogLabels(): DialogLabels {
  const labels = useContext(DialogLabelsContext);
  if (!labels) throw new Error('Dialog parts must be used inside <Dialog>.');
  return labels;
}
