import type { PaymentGatewayKind, PaymentPurpose } from '@app/contract/payments';
import type { Language } from '@app/contract/site';
import type { Db } from '../../db/database.ts';
import type { OutgoingMail } from '../mail/outbox.repository.ts';

/**
 * What a module that sells something through the payment gateway tells the payments module
 * (see docs/decisions/007-payments.md). The orders module makes the `gemstone` kind, the
 * appointments module the `appointment` kind, and app.ts registers each the same way:
 *
 *   payments.registerPurchase(createAppointmentPurchase({ businessEmail }));
 *
 * Payments then owns the money rules for every purpose alike: the signature, the payment order
 * being this server's and unused, its amount equal to `amountPaise(payload)`, and completion
 * exactly once, whether by the browser, the webhook or the reconciler.
 */
export type PurchaseKind<Payload = unknown> = {
  purpose: PaymentPurpose;
  /** Whether the buyer must be signed in (gemstones) or may be a guest (appointments). */
  requiresUser: boolean;
  /**
   * Reads what the request says is being bought (capturePayment's `items`, `addressData`,
   * `location`, `report`; or a verification body mapped to the same names) and prices it from
   * the server's own prices (the catalogue's tables, read through `reader`: decision 042).
   * Throws an HttpError (400) naming what is missing or wrong.
   */
  prepare(input: PurchaseInput, reader: Db): Payload | Promise<Payload>;
  /**
   * For purchases that take something scarce (a consultation's slot): before the gateway order
   * is made, checks that it is free for this buyer (a quick HttpError 409 otherwise) and returns
   * the payload to store, completed from the server's own data (the slot's end).
   */
  checkReservable?(db: Db, payload: Payload, context: { buyerId: string | null }): Promise<Payload>;
  /**
   * Takes it for the buyer, in the transaction that stores the payment order: the database
   * decides between racing buyers (an HttpError 409 for the one refused).
   */
  reserve?(
    tx: Db,
    payload: Payload,
    context: { gatewayOrderId: string; buyerId: string | null },
  ): Promise<void>;
  /** Reads back a payload that `prepare` made and payment_orders stored as JSON. */
  restore(stored: unknown): Payload;
  /** The price of the purchase in paise; the payment order's amount must equal it. */
  amountPaise(payload: Payload): number;
  /**
   * Whether two descriptions are the same purchase (a re-verification of the same thing),
   * as opposed to another purchase trying to use a payment already spent.
   */
  samePurchase(a: Payload, b: Payload): boolean;
  /**
   * Creates the record (an order, an appointment) inside `tx`, keyed by `gatewayOrderId` with a
   * unique constraint (a second insert must do nothing and return the first record), and
   * returns its id and the mails to queue in the same transaction.
   */
  complete(tx: Db, payment: CompletedPayment<Payload>): Promise<CompletedRecord>;
  /** The record a payment order completed, if any, with its owner (null for a guest). */
  findRecord(
    tx: Db,
    gatewayOrderId: string,
  ): Promise<{ id: string; userId: string | null } | undefined>;
};

export type PurchaseInput = {
  items?: unknown;
  addressData?: unknown;
  location?: unknown;
  /** What capturePayment's `report` says (purpose `report`). */
  report?: unknown;
  /** What capturePayment's `slot` says (purpose `appointment`). */
  slot?: unknown;
  /** The language of the request: the buyer's mails speak it. */
  language?: Language;
};

type CompletedPayment<Payload> = {
  payload: Payload;
  gateway: PaymentGatewayKind;
  gatewayOrderId: string;
  paymentId: string;
  amountPaise: number;
  /** The buyer; null only for purposes that allow guests. */
  userId: string | null;
};

type CompletedRecord = {
  id: string;
  mails: OutgoingMail[];
  /** Called once the transaction has committed (a report's generator is woken, a refund sent). */
  afterCommit?: () => void | Promise<void>;
};

/** The purposes that can be paid for, each with its module's rules. */
export function createPurchaseRegistry() {
  const kinds = new Map<PaymentPurpose, PurchaseKind>();
  return {
    register<Payload>(kind: PurchaseKind<Payload>): void {
      if (kinds.has(kind.purpose))
        throw new Error(`purchase kind ${kind.purpose} registered twice`);
      kinds.set(kind.purpose, kind as PurchaseKind);
    },
    get(purpose: PaymentPurpose): PurchaseKind | undefined {
      return kinds.get(purpose);
    },
  };
}
