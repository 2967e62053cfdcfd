import type { Product as CatalogueProduct } from '@app/contract/catalogue';
import { type Language, site } from '@app/contract/site';
import type { Namespace } from 'i18next';
import type {
  BreadcrumbList,
  ContactPoint,
  DayOfWeek,
  Event,
  FAQPage,
  ItemAvailability,
  Offer,
  OpeningHoursSpecification,
  Organization,
  Product,
  Service,
  Thing,
} from 'schema-dts';
import { fixedT } from '~/lib/i18n';
import { pageUrl, siteOrigin } from '~/lib/site-origin';

/*
 * schema.org descriptions of the business and its pages, written into each public page as JSON-LD
 * (docs/decisions/027), in the page's language. Typed with schema-dts (types only: nothing of it
 * reaches the browser). Every node names the business by its `@id`, so one page's graph reads as
 * one business with its products, services and questions.
 */

/** The nodes of a page's graph other than the business itself (which every page has). */
export type StructuredData = Exclude<Thing, string>;

/** The business's node's id: the same on every page and in every language. */
function organizationId(): string {
  return `${siteOrigin()}/#organization`;
}

/** A reference to the business from another node. */
function theBusiness(): Organization {
  return { '@type': 'Organization', '@id': organizationId() };
}

/** The site's logo for search engines (a square PNG made at build time with the sharing cards). */
const logoPath = '/images/og/logo.png';

const dayNames: Record<string, DayOfWeek[]> = {
  monFri: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  sat: ['Saturday'],
  sun: ['Sunday'],
};

function openingHours(): OpeningHoursSpecification[] {
  return site.businessHours.flatMap(({ days, open, close }) =>
    open === null || close === null
      ? []
      : [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: dayNames[days] ?? [],
            opens: open,
            closes: close,
          },
        ],
  );
}

/** The business: its names, address on the web, logo, phones, e-mail, languages and hours. */
export function organization(language: Language): Organization {
  const other: Language = language === 'en' ? 'hi' : 'en';
  const contactPoints: ContactPoint[] = site.phones.map((telephone) => ({
    '@type': 'ContactPoint',
    telephone,
    email: site.email,
    contactType: 'customer service',
    areaServed: 'IN',
    availableLanguage: ['English', 'Hindi'],
    hoursAvailable: openingHours(),
  }));
  return {
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name[language],
    alternateName: site.name[other],
    url: pageUrl('/', language),
    logo: `${siteOrigin()}${logoPath}`,
    email: site.email,
    telephone: site.phones[0],
    contactPoint: contactPoints,
    sameAs: Object.values(site.social),
  };
}

const inStock: ItemAvailability = 'https://schema.org/InStock';

/** Rupees as schema.org writes prices: `791.00`. */
function rupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** A rudraksha of the catalogue, with its price in rupees and its page. */
export function product(item: CatalogueProduct, language: Language): Product {
  const url = pageUrl(`/shop/${item.id}`, language);
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: item.name[language],
    description: item.description[language],
    image: `${siteOrigin()}${item.image}-800.webp`,
    sku: item.slug,
    category: 'Rudraksha',
    brand: { '@type': 'Brand', name: site.name[language] },
    url,
    offers: {
      '@type': 'Offer',
      price: rupees(item.pricePaise),
      priceCurrency: 'INR',
      availability: inStock,
      itemCondition: 'https://schema.org/NewCondition',
      url,
      seller: theBusiness(),
    },
  };
}

/** A service the business sells (the consultation call) at its prices. */
export function service(details: {
  name: string;
  description: string;
  serviceType: string;
  path: string;
  language: Language;
  offers: { name: string; pricePaise: number; path: string }[];
}): Service {
  const offers: Offer[] = details.offers.map((offer) => ({
    '@type': 'Offer',
    name: offer.name,
    price: rupees(offer.pricePaise),
    priceCurrency: 'INR',
    availability: inStock,
    url: pageUrl(offer.path, details.language),
  }));
  return {
    '@type': 'Service',
    name: details.name,
    description: details.description,
    serviceType: details.serviceType,
    url: pageUrl(details.path, details.language),
    provider: theBusiness(),
    areaServed: 'IN',
    availableChannel: {
      '@type': 'ServiceChannel',
      availableLanguage: ['English', 'Hindi'],
    },
    offers,
  };
}

/**
 * The questions and answers a page shows in its FAQ, from the same strings. Answers may hold
 * link markup (`<appointment>the booking page</appointment>`): the words are kept, the tags go.
 */
export function faqPage(items: readonly { question: string; answer: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer.replace(/<\/?\w+>/g, '') },
    })),
  };
}

/** The trail from the home page to this page; `path` is the English address of each step. */
export function breadcrumbs(
  steps: readonly { name: string; path: string }[],
  language: Language,
): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: pageUrl(step.path, language),
    })),
  };
}

/**
 * A page's FAQ as schema.org questions, from the very strings its FAQ section shows
 * (`faq.items` of the page's namespace unless said), with the same placeholder values.
 */
export function faqFromCopy(
  language: Language,
  namespace: Namespace,
  values: Record<string, unknown> = {},
  key = 'faq.items',
): FAQPage {
  const t = fixedT(language, namespace) as unknown as (key: string, options: object) => unknown;
  const items = t(key, { ...values, returnObjects: true });
  if (!Array.isArray(items)) throw new Error(`${namespace}:${key} is not a list of questions`);
  return faqPage(items as { question: string; answer: string }[]);
}

/**
 * A festival or vrat kept on a day at a place, as its page gives it (the date is the place's
 * civil date, the page's address names the year): a whole-day event, kept in person.
 */
export function dayEvent(details: {
  name: string;
  date: string;
  description: string;
  path: string;
  language: Language;
  place: { name: string; region: string; country: string };
}): Event {
  return {
    '@type': 'Event',
    name: details.name,
    description: details.description,
    startDate: details.date,
    endDate: details.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: details.place.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: details.place.name,
        addressRegion: details.place.region,
        addressCountry: details.place.country,
      },
    },
    url: pageUrl(details.path, details.language),
    inLanguage: details.language,
  };
}
