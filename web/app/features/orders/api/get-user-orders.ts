import { type Order, userOrdersReplySchema } from '@app/contract/orders';
import { apiRequest } from '~/lib/api-client';
import type { ListPage } from '~/lib/use-paged-list';

/** GET /order/get/{userId}: a page of the signed-in user's orders, newest first. */
export async function getUserOrdersPage(
  userId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListPage<Order>> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  const { order, nextCursor } = await apiRequest(
    `order/get/${encodeURIComponent(userId)}${query}`,
    userOrdersReplySchema,
    {
      auth: true,
      signal,
    },
  );
  return { items: order, nextCursor };
}
