import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';

/**
 * Writes `count` paid gemstone orders of `userId` straight into the database (one statement per
 * table, so 100,000 take seconds): for list tests and the list benchmark. Every third order shares
 * its creation time with two others, so pages must break ties by id. Statuses cycle through all
 * five; names are "Seed Buyer n" and e-mails seed-n@`tag`.test. Newest is n = 1.
 */
export async function seedOrders(
  db: Db,
  { userId, count, tag }: { userId: string; count: number; tag: string },
) {
  await db.execute(sql`
    insert into payment_orders (gateway, gateway_order_id, amount_paise, purpose, user_id, status, payment_id, paid_at, created_at)
    select 'simulated', 'order_' || ${tag} || '_' || n, 99800, 'gemstone', ${userId}::uuid, 'paid',
           'pay_' || ${tag} || '_' || n, now(), now() - (n / 3) * interval '1 second'
    from generate_series(1, ${count}::int) as n`);
  await db.execute(sql`
    insert into orders (user_id, gateway_order_id, payment_id, payment_type, payment_status, total_paise, status,
                        shipping_name, shipping_phone, shipping_email, shipping_address, shipping_pin, created_at)
    select ${userId}::uuid, 'order_' || ${tag} || '_' || n, 'pay_' || ${tag} || '_' || n, 'Razorpay', 'paid', 99800,
           (array['Processing', 'Shipped', 'Delivered', 'Cancel', 'Return'])[1 + n % 5],
           'Seed Buyer ' || n, '9876543210', 'seed-' || n || '@' || ${tag} || '.test', '1 Temple Road, Varanasi', '221001',
           now() - (n / 3) * interval '1 second'
    from generate_series(1, ${count}::int) as n`);
  await db.execute(sql`
    insert into order_items (order_id, position, product_id, name, price_paise, quantity, size)
    select id, 0, 2, '5 Mukhi Rudraksha', 99800, 1, '' from orders
    where gateway_order_id like ${`order\\_${tag}\\_%`}`);
}
