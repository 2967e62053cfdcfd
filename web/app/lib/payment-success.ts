/**
 * The confirmation that /payment-success shows, handed over from the page that took the payment
 * (docs/decisions/007-payments.md). A short-lived flag in sessionStorage (this tab only), so the
 * page can thank a guest who has just paid for an appointment; opened cold, without a fresh
 * flag, it is a signed-in page like the specification says.
 *
 *   rememberPaymentSuccess({ kind: 'appointment', reference: reply.appointment._id, manageKey });
 *   await navigate('/payment-success');
 */
export type PaymentSuccess = {
  /** `report`: a report order, e-mailed once made (the page says when). */
  kind: 'order' | 'appointment' | 'report';
  /** The order or appointment id, shown as a reference. */
  reference?: string;
  /**
   * An appointment's key (the verification's `manageKey`): the page reads the booking with it
   * and links to its invite and its own page, also for a guest. This tab only, like the flag.
   */
  manageKey?: string;
  /** When it was paid (ms since the epoch). */
  at: number;
};

const storageKey = 'payment-success';
/** How long after paying the page still shows the confirmation without a sign-in. */
export const paymentSuccessLifetimeMs = 30 * 60_000;

export function rememberPaymentSuccess(success: Omit<PaymentSuccess, 'at'>): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify({ ...success, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the page falls back to the signed-in view.
  }
}

/** The flag when it is fresh, else null. */
export function readPaymentSuccess(now = Date.now()): PaymentSuccess | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PaymentSuccess>;
    if (parsed.kind !== 'order' && parsed.kind !== 'appointment' && parsed.kind !== 'report') {
      return null;
    }
    if (typeof parsed.at !== 'number' || now - parsed.at > paymentSuccessLifetimeMs) return null;
    return {
      kind: parsed.kind,
      at: parsed.at,
      ...(typeof parsed.reference === 'string' ? { reference: parsed.reference } : {}),
      ...(typeof parsed.manageKey === 'string' ? { manageKey: parsed.manageKey } : {}),
    };
  } catch {
    return null;
  }
}
