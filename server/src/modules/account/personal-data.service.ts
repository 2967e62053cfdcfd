import type { AccountExport } from '@app/contract/account';
import { apiBasePath } from '@app/contract/api-base-path';
import type { Order } from '@app/contract/orders';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Appointments } from '../appointments/appointments.service.ts';
import { admitLoginAttempt, toPublicUser } from '../auth/auth.service.ts';
import { clearLoginAttempts } from '../auth/login-throttle.repository.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { UserProfile } from '../auth/users.repository.ts';
import { listUserOrders } from '../orders/orders.service.ts';
import { accountMessages } from './account.messages.ts';
import { findUserWithPassword, lockUser } from './account.repository.ts';
import { consentsOf, peopleOf } from './people.service.ts';
import {
  contactMessagesOf,
  contactRepliesOf,
  countInProgress,
  eraseAccount,
  mailsOf,
  unpaidPurchasesOf,
} from './personal-data.repository.ts';

/**
 * A mail's text without the keys of its links (a reset or confirmation token, a booking's
 * manage key): a downloaded file is kept and passed around longer than a mailbox is.
 */
function withoutKeys(text: string): string {
  return text.replace(/([?&](?:token|key)=)[^\s&]+/g, '$1[removed]');
}

/** Every paid order of an account, newest first (the signed-in list, page by page). */
export async function allOrdersOf(db: Db, user: UserProfile, limit = 100_000): Promise<Order[]> {
  const all: Order[] = [];
  let cursor: string | undefined;
  do {
    const page = await listUserOrders(db, user, user.id, {
      limit: 200,
      ...(cursor ? { cursor } : {}),
    });
    all.push(...page.order);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && all.length < limit);
  return all.slice(0, limit);
}

/** The account's messages, newest first, each with the shop's answers to it, oldest first. */
async function contactMessagesWithReplies(db: Db, userId: string) {
  const [messages, replies] = await Promise.all([
    contactMessagesOf(db, userId),
    contactRepliesOf(db, userId),
  ]);
  return messages.map((message) => ({
    _id: message.id,
    name: message.name,
    email: message.email,
    contact: message.contact,
    message: message.message,
    source: message.source,
    status: message.status,
    replies: replies
      .filter((reply) => reply.messageId === message.id)
      .map((reply) => ({ body: reply.body, createdAt: reply.createdAt.toISOString() })),
    createdAt: message.createdAt.toISOString(),
  }));
}

/**
 * `GET /account/export`: everything kept about the account, as the API shows each part (orders
 * with their reports' births, consultations), plus what only this export shows (unpaid
 * purchases, messages sent signed in, the mails about the account). Nothing is looked up by
 * e-mail address: an address is not proof of whose the data is.
 */
export async function exportAccount(
  deps: { db: Db; appointments: Appointments },
  user: UserProfile,
  now: Date,
): Promise<AccountExport> {
  const { db } = deps;
  const orders = await allOrdersOf(db, user);
  return {
    success: true,
    exportedAt: now.toISOString(),
    account: { ...toPublicUser(user), createdAt: user.createdAt.toISOString() },
    savedPeople: await peopleOf(db, user.id),
    consents: await consentsOf(db, user.id),
    orders,
    reportPdfs: orders.flatMap((order) =>
      order.report?.pdfReady
        ? [
            {
              orderId: order._id,
              product: order.report.product,
              url: `${apiBasePath}/order/${order._id}/report.pdf`,
            },
          ]
        : [],
    ),
    appointments: await deps.appointments.ofAccount(user.id),
    unpaidPurchases: (await unpaidPurchasesOf(db, user.id)).map((purchase) => ({
      ...purchase,
      createdAt: purchase.createdAt.toISOString(),
    })),
    contactMessages: await contactMessagesWithReplies(db, user.id),
    emails: (await mailsOf(db, user.id)).map((mail) => ({
      ...mail,
      text: withoutKeys(mail.text),
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    })),
  };
}

/**
 * `DELETE /account`: with the password (under the login throttle), and only when no order,
 * report or call still needs the person (409 saying how many), the account is erased in one
 * transaction (personal-data.repository.ts `eraseAccount`). Its tokens stop working at once:
 * every request reads the user, and there is none.
 */
export async function deleteAccount(
  db: Db,
  user: UserProfile,
  password: string,
  ip: string,
  now: Date,
): Promise<void> {
  await admitLoginAttempt(db, user.email, ip);
  const stored = await findUserWithPassword(db, user.id);
  if (!(await verifyPassword(stored?.passwordHash, password))) {
    throw HttpError.invalidField('password', accountMessages.wrongPassword());
  }
  await clearLoginAttempts(db, { email: user.email, ip });
  await db.transaction(async (tx) => {
    const locked = await lockUser(tx, user.id);
    if (!locked) return; // Deleted meanwhile (a second click): nothing more to do.
    const inProgress = await countInProgress(tx, user.id, now);
    if (inProgress > 0) {
      throw new HttpError(409, accountMessages.deletionWaitsForOrders({ count: inProgress }));
    }
    await eraseAccount(tx, locked);
  });
}
