import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  paymentSuccessLifetimeMs,
  readPaymentSuccess,
  rememberPaymentSuccess,
} from './payment-success';

/** A stand-in for the browser's sessionStorage (the unit tests run in Node). */
function fakeWindow() {
  const items = new Map<string, string>();
  return {
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  };
}

describe('the payment-success flag', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = fakeWindow();
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('is read back while fresh, and not after its lifetime', () => {
    rememberPaymentSuccess({ kind: 'appointment', reference: 'appt-1', manageKey: 'key-1' });
    const stored = readPaymentSuccess();
    expect(stored).toMatchObject({ kind: 'appointment', reference: 'appt-1', manageKey: 'key-1' });
    const at = stored?.at ?? 0;
    expect(readPaymentSuccess(at + paymentSuccessLifetimeMs - 1)).not.toBeNull();
    expect(readPaymentSuccess(at + paymentSuccessLifetimeMs + 1)).toBeNull();
  });

  it('ignores anything that is not a flag it wrote', () => {
    expect(readPaymentSuccess()).toBeNull();
    const storage = (globalThis as unknown as { window: ReturnType<typeof fakeWindow> }).window
      .sessionStorage;
    for (const raw of ['not json', '{"kind":"lottery","at":1}', '{"kind":"order"}']) {
      storage.setItem('payment-success', raw);
      expect(readPaymentSuccess()).toBeNull();
    }
  });
});
