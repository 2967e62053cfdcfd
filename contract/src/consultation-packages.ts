/**
 * The four consultation packages of the call-consultation page (specification section 3
 * "Consultation package"): data here, words in web/app/locales/{en,hi}/consultation.json. The price of
 * a booking is its location's (appointments.ts); each package has its own call length
 * (consultation-slots.ts).
 */

export const consultationPackageIds = ['urgent', 'couple', 'regular', 'urgent-couple'] as const;
export type ConsultationPackageId = (typeof consultationPackageIds)[number];

export type ConsultationPackage = {
  id: ConsultationPackageId;
  /** Locale key under `packages.items.<key>` (title, subtitle, note) in consultation.json. */
  key: 'urgent' | 'couple' | 'regular' | 'urgentCouple';
  /** The package's title in each language, for the server's mails (the pages' is the same). */
  name: { en: string; hi: string };
  /** The picture, without width and extension: `<image>-<width>.<avif|webp>`. */
  image: string;
  /**
   * The specification's large audio and video price strings. Kept as data but never shown: the
   * price of a booking is its location's (appointments.ts).
   */
  audioPrice: string;
  videoPrice: string;
  /** Placeholders in the specification; the page does not use them. */
  audioLink: string;
  videoLink: string;
};

export const consultationPackages = [
  {
    id: 'urgent',
    key: 'urgent',
    name: { en: 'Astrologer Consultation', hi: 'ज्योतिषी परामर्श' },
    image: '/images/consultation/package-urgent',
    audioPrice: '1,86,000',
    videoPrice: '2,24,000',
    audioLink: '',
    videoLink: '',
  },
  {
    id: 'couple',
    key: 'couple',
    name: { en: 'Couple Consultation', hi: 'युगल परामर्श' },
    image: '/images/consultation/package-couple',
    audioPrice: '1,72,000',
    videoPrice: '2,10,000',
    audioLink: '',
    videoLink: '',
  },
  {
    id: 'regular',
    key: 'regular',
    name: { en: 'Regular Consultation', hi: 'सामान्य परामर्श' },
    image: '/images/consultation/package-regular',
    audioPrice: '1,48,000',
    videoPrice: '1,86,000',
    audioLink: '',
    videoLink: '',
  },
  {
    id: 'urgent-couple',
    key: 'urgentCouple',
    name: { en: 'Urgent Couple Consultation', hi: 'अर्जेंट युगल परामर्श' },
    image: '/images/consultation/package-urgent-couple',
    audioPrice: '1,96,000',
    videoPrice: '2,24,000',
    audioLink: '',
    videoLink: '',
  },
] as const satisfies readonly ConsultationPackage[];

/** The widths the package pictures are exported at (web/scripts/make-images.mjs). */
export const packageImageWidths = [360, 560] as const;

export function isConsultationPackageId(value: unknown): value is ConsultationPackageId {
  return consultationPackageIds.includes(value as ConsultationPackageId);
}

export function findConsultationPackage(id: unknown): ConsultationPackage | undefined {
  return consultationPackages.find((item) => item.id === id);
}
