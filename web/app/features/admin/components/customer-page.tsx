import type { AdminCustomerReply, Consent, SavedPerson } from '@app/contract/account';
import type { Appointment } from '@app/contract/appointments';
import { formatRupees } from '@app/contract/money';
import type { Order } from '@app/contract/orders';
import { ArrowLeftIcon } from 'lucide-react';
import { ButtonLink } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { formatCalendarDate } from '~/lib/astro-format';
import { formatClockTime, formatDate, telHref } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useCustomer } from '../api/get-customer';
import { SlotWhen, usePackageAndMode } from './appointment-labels';
import { RoleBadge } from './customers-page';
import { Facts, InfoCard } from './info-card';
import { LoadFailed } from './load-failed';
import { PaymentStatusText, StatusBadge } from './status-badges';

/**
 * /admin/customers/:id (issue 33): one customer. How to reach them and since when; their orders
 * and consultations (newest first, each opening its own admin page); the people they saved whose
 * consent stands (the server sends no others); and every consent they gave, with its dates and,
 * once it ended, when and why. An id the server does not know is said so, with a way back.
 */
export function CustomerPage({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const { state, reload, notFound, failedMessage } = useCustomer(id);
  return (
    <div className="mx-auto max-w-5xl">
      <BackLink />
      {state.kind === 'loading' && (
        <SkeletonGroup label={t('customer.loading')} className="mt-4 space-y-4 text-maroon-900">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-48 w-full rounded-2xl" />
        </SkeletonGroup>
      )}
      {state.kind === 'failed' && notFound && <NoSuchCustomer />}
      {state.kind === 'failed' && !notFound && (
        <div className="mt-4">
          <LoadFailed message={failedMessage} retryLabel={t('customers.retry')} onRetry={reload} />
        </div>
      )}
      {state.kind === 'ready' && <CustomerDetails reply={state.data} />}
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Link
      to="/admin/customers"
      className="inline-flex min-h-10 items-center gap-2 font-semibold text-maroon-700 text-sm hover:text-maroon-900 focus-visible:outline-2 focus-visible:outline-maroon-700"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {t('customer.back')}
    </Link>
  );
}

function NoSuchCustomer() {
  const { t } = useTranslation('admin');
  return (
    <section className="mx-auto max-w-xl py-12 text-center" data-testid="no-such-customer">
      <h1 className="font-display text-3xl text-maroon-800">{t('customer.notFound.title')}</h1>
      <p className="mt-3 text-ink-700">{t('customer.notFound.text')}</p>
      <ButtonLink to="/admin/customers" className="mt-8">
        {t('customer.notFound.list')}
      </ButtonLink>
    </section>
  );
}

function CustomerDetails({ reply }: { reply: AdminCustomerReply }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const { customer } = reply;
  return (
    <>
      <header className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="break-words font-display text-3xl text-maroon-800">{customer.name}</h1>
        <RoleBadge role={customer.role} />
      </header>

      <div className="mt-6 space-y-6">
        <InfoCard id="customer-contact" title={t('customer.contact')}>
          <Facts
            rows={[
              [
                'email',
                t('customers.email'),
                <a
                  key="email"
                  href={`mailto:${customer.email}`}
                  className="break-all text-maroon-700 underline"
                >
                  {customer.email}
                </a>,
              ],
              [
                'phone',
                t('customers.phone'),
                customer.phone ? (
                  <a
                    key="phone"
                    href={telHref(customer.phone)}
                    className="text-maroon-700 underline"
                  >
                    {customer.phone}
                  </a>
                ) : (
                  <span key="phone" className="font-normal text-ink-500">
                    {t('customers.noPhone')}
                  </span>
                ),
              ],
              [
                'location',
                t('customers.location'),
                customer.location || (
                  <span key="location" className="font-normal text-ink-500">
                    {t('customers.noLocation')}
                  </span>
                ),
              ],
              [
                'joined',
                t('customer.joined'),
                <time key="joined" dateTime={customer.createdAt}>
                  {formatDate(customer.createdAt, language)}
                </time>,
              ],
              [
                'id',
                t('customer.accountId'),
                <span key="id" className="break-all font-mono font-normal text-sm">
                  {customer._id}
                </span>,
              ],
            ]}
          />
        </InfoCard>

        <OrdersCard orders={reply.orders} total={customer.orders} />
        <ConsultationsCard appointments={reply.appointments} total={customer.appointments} />
        <PeopleCard people={reply.savedPeople} />
        <ConsentsCard consents={reply.consents} />
      </div>
    </>
  );
}

/** A card's title with how many it holds: "Orders (3)". */
function countedTitle(title: string, count: number) {
  return (
    <>
      {title} <span className="font-sans text-ink-500 text-lg tabular-nums">({count})</span>
    </>
  );
}

/** Said when the server sent the newest 200 of more (the detail's limit). */
function MoreThanShown({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation('admin');
  if (total <= shown) return null;
  return <p className="mb-3 text-ink-500 text-sm">{t('customer.newestOf', { shown, total })}</p>;
}

function Empty({ children }: { children: string }) {
  return <p className="text-ink-500">{children}</p>;
}

const rowClasses = 'flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3 first:pt-0';

function OrdersCard({ orders, total }: { orders: Order[]; total: number }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <InfoCard id="customer-orders" title={countedTitle(t('customer.orders.title'), total)}>
      <MoreThanShown shown={orders.length} total={total} />
      {orders.length === 0 ? (
        <Empty>{t('customer.orders.none')}</Empty>
      ) : (
        <ul className="divide-y divide-maroon-50">
          {orders.map((order) => (
            <li key={order._id} data-order-id={order._id} className={rowClasses}>
              <div className="min-w-0 flex-1 basis-64">
                <p className="font-semibold text-ink-900">
                  {order.product
                    .map((item) =>
                      t('customer.orders.item', { name: item.name, quantity: item.quantity }),
                    )
                    .join(', ')}
                </p>
                <p className="text-ink-500 text-sm">
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time>
                  {' · '}
                  <span className="font-semibold text-ink-900">{formatRupees(order.total)}</span>
                  {' · '}
                  <PaymentStatusText status={order.paymentInfo.status} />
                </p>
                <p className="break-all font-mono text-ink-500 text-xs">{order._id}</p>
              </div>
              <div className="flex flex-col items-end gap-2">
                <StatusBadge status={order.status} />
                <Link
                  to={`/admin/orders?q=${encodeURIComponent(order._id)}`}
                  aria-label={t('customer.orders.openLabel', { id: order._id })}
                  className="font-semibold text-maroon-700 text-sm underline underline-offset-2 hover:text-maroon-900"
                >
                  {t('customer.orders.open')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </InfoCard>
  );
}

function ConsultationsCard({
  appointments,
  total,
}: {
  appointments: Appointment[];
  total: number;
}) {
  const { t } = useTranslation('admin');
  const packageAndMode = usePackageAndMode();
  return (
    <InfoCard
      id="customer-consultations"
      title={countedTitle(t('customer.consultations.title'), total)}
    >
      <MoreThanShown shown={appointments.length} total={total} />
      {appointments.length === 0 ? (
        <Empty>{t('customer.consultations.none')}</Empty>
      ) : (
        <ul className="divide-y divide-maroon-50">
          {appointments.map((appointment) => (
            <li key={appointment._id} data-appointment-id={appointment._id} className={rowClasses}>
              <div className="min-w-0 flex-1 basis-64">
                <p className="font-semibold">
                  <Link
                    to={`/admin/appointment/${appointment._id}`}
                    className="text-maroon-700 underline underline-offset-2 hover:text-maroon-900"
                  >
                    <SlotWhen slot={appointment.slot} />
                    {appointment.slot ? ` ${t('booking.ist')}` : null}
                  </Link>
                </p>
                <p className="text-ink-700 text-sm">{packageAndMode(appointment)}</p>
                <p className="text-ink-500 text-sm">
                  <span className="font-semibold text-ink-900">
                    {formatRupees(appointment.total)}
                  </span>
                  {' · '}
                  <PaymentStatusText status={appointment.paymentInfo.status} />
                </p>
              </div>
              <StatusBadge status={appointment.status} />
            </li>
          ))}
        </ul>
      )}
    </InfoCard>
  );
}

function PeopleCard({ people }: { people: SavedPerson[] }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <InfoCard id="customer-people" title={countedTitle(t('customer.people.title'), people.length)}>
      <p className="mb-4 rounded-xl bg-cream-50 p-3 text-ink-700 text-sm ring-1 ring-maroon-100">
        {t('customer.people.note')}
      </p>
      {people.length === 0 ? (
        <Empty>{t('customer.people.none')}</Empty>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {people.map((person) => (
            <li
              key={person._id}
              data-person-id={person._id}
              className="rounded-xl border border-maroon-100 p-4"
            >
              <p className="font-semibold text-ink-900 text-lg">{person.name}</p>
              <p className="text-ink-500 text-sm">{t(`customer.relations.${person.relation}`)}</p>
              <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                <dt className="text-ink-500">{t('customer.people.date')}</dt>
                <dd data-field="date">{formatCalendarDate(person.date, language)}</dd>
                <dt className="text-ink-500">{t('customer.people.time')}</dt>
                <dd data-field="time">
                  {person.timeUnknown || !person.time ? (
                    <span className="text-ink-500">{t('customer.people.timeUnknown')}</span>
                  ) : (
                    formatClockTime(person.time, language)
                  )}
                </dd>
                <dt className="text-ink-500">{t('customer.people.place')}</dt>
                <dd data-field="place" className="break-words">
                  {person.placeName}
                </dd>
                <dt className="text-ink-500">{t('customer.people.consentGiven')}</dt>
                <dd data-field="consent">
                  <time dateTime={person.consent.givenAt}>
                    {formatDate(person.consent.givenAt, language)}
                  </time>
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </InfoCard>
  );
}

function ConsentsCard({ consents }: { consents: Consent[] }) {
  const { t } = useTranslation('admin');
  return (
    <InfoCard
      id="customer-consents"
      title={countedTitle(t('customer.consents.title'), consents.length)}
    >
      {consents.length === 0 ? (
        <Empty>{t('customer.consents.none')}</Empty>
      ) : (
        <ul className="divide-y divide-maroon-50">
          {consents.map((consent) => (
            <ConsentRow key={consent._id} consent={consent} />
          ))}
        </ul>
      )}
    </InfoCard>
  );
}

function ConsentRow({ consent }: { consent: Consent }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const standing = consent.withdrawnAt === null;
  return (
    <li
      data-consent-id={consent._id}
      data-standing={standing}
      className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-4 first:pt-0"
    >
      <div className="min-w-0 flex-1 basis-64">
        <p className="font-semibold text-ink-900">
          {t(`customer.consents.purposes.${consent.purpose}`)}
        </p>
        <p className="text-ink-700 text-sm">
          {consent.personName
            ? t('customer.consents.covers', { name: consent.personName })
            : t('customer.consents.coversNobody')}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-500">{t('customer.consents.given')}</dt>
          <dd data-field="given">
            <time dateTime={consent.givenAt}>{formatDate(consent.givenAt, language)}</time>
          </dd>
          <dt className="text-ink-500">{t('customer.consents.version')}</dt>
          <dd data-field="version" className="tabular-nums">
            {consent.version}
          </dd>
          {consent.withdrawnAt !== null && (
            <>
              <dt className="text-ink-500">{t('customer.consents.ended')}</dt>
              <dd data-field="ended">
                <time dateTime={consent.withdrawnAt}>
                  {formatDate(consent.withdrawnAt, language)}
                </time>
                {consent.ending ? ` · ${t(`customer.consents.endings.${consent.ending}`)}` : null}
              </dd>
            </>
          )}
        </dl>
      </div>
      <span
        data-field="state"
        className={`inline-flex items-center whitespace-nowrap rounded-full px-3 py-1 font-semibold text-sm ${standing ? 'bg-success-100 text-success-600' : 'bg-danger-100 text-danger-600'}`}
      >
        {standing
          ? t('customer.consents.inForce')
          : consent.ending === 'withdrawn'
            ? t('customer.consents.withdrawn')
            : t('customer.consents.endedBadge')}
      </span>
    </li>
  );
}
