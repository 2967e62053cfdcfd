import type { AppointmentLocation } from './appointments.ts';
import { reportProducts } from './catalogue-reports.ts';
import { consultationPackageIds } from './consultation-packages.ts';

/**
 * The keys of the catalogue's prices of what is not a product (decision 042), apart from the
 * catalogue's schemas so that a page can name a price without loading zod.
 */

/** The places a consultation is priced for (an appointment's `location`, in the price keys). */
export const consultationPlaces = ['india', 'international'] as const;
export type ConsultationPlace = (typeof consultationPlaces)[number];

export const placeOfLocation: Readonly<Record<AppointmentLocation, ConsultationPlace>> = {
  domestic: 'india',
  international: 'international',
};

/** `catalogue_prices.key` of a report. */
export const reportPriceKey = (slug: string) => `report:${slug}` as const;
/** `catalogue_prices.key` of a consultation package in a place. */
export const consultationPriceKey = (packageId: string, place: ConsultationPlace) =>
  `consultation:${packageId}:${place}` as const;

/** Every price key the catalogue has: one per report, one per package and place. */
export const priceKeys: readonly string[] = [
  ...reportProducts.map((report) => reportPriceKey(report.slug)),
  ...consultationPackageIds.flatMap((id) =>
    consultationPlaces.map((place) => consultationPriceKey(id, place)),
  ),
];
