import 'i18next';
import type account from '~/locales/en/account.json';
import type admin from '~/locales/en/admin.json';
import type adminCatalogue from '~/locales/en/admin-catalogue.json';
import type adminExports from '~/locales/en/admin-exports.json';
import type adminInbox from '~/locales/en/admin-inbox.json';
import type birthChart from '~/locales/en/birth-chart.json';
import type birthDetails from '~/locales/en/birth-details.json';
import type booking from '~/locales/en/booking.json';
import type calculators from '~/locales/en/calculators.json';
import type calculatorsKundli from '~/locales/en/calculators-kundli.json';
import type calculatorsMatching from '~/locales/en/calculators-matching.json';
import type calculatorsPanchang from '~/locales/en/calculators-panchang.json';
import type calculatorsSmall from '~/locales/en/calculators-small.json';
import type calendar from '~/locales/en/calendar.json';
import type checkout from '~/locales/en/checkout.json';
import type common from '~/locales/en/common.json';
import type consultation from '~/locales/en/consultation.json';
import type contentAbout from '~/locales/en/content-about.json';
import type contentCollaborations from '~/locales/en/content-collaborations.json';
import type contentContact from '~/locales/en/content-contact.json';
import type contentLegal from '~/locales/en/content-legal.json';
import type contentLegalPrivacy from '~/locales/en/content-legal-privacy.json';
import type contentLegalRefunds from '~/locales/en/content-legal-refunds.json';
import type contentLegalTerms from '~/locales/en/content-legal-terms.json';
import type contentSupport from '~/locales/en/content-support.json';
import type festivals from '~/locales/en/festivals.json';
import type home from '~/locales/en/home.json';
import type horoscope from '~/locales/en/horoscope.json';
import type horoscopeBasis from '~/locales/en/horoscope-basis.json';
import type invoices from '~/locales/en/invoices.json';
import type orderAdmin from '~/locales/en/order-admin.json';
import type orderUpdates from '~/locales/en/order-updates.json';
import type reports from '~/locales/en/reports.json';
import type reportsKundli from '~/locales/en/reports-kundli.json';
import type reportsLove from '~/locales/en/reports-love.json';
import type reportsMatching from '~/locales/en/reports-matching.json';
import type reportsOrder from '~/locales/en/reports-order.json';
import type reportsSadeSati from '~/locales/en/reports-sade-sati.json';
import type shop from '~/locales/en/shop.json';

/**
 * Translation keys typed from the English JSON: a key that does not exist in English fails
 * `npm run typecheck`. The Hindi files are checked against the English ones by a test.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      admin: typeof admin;
      'admin-catalogue': typeof adminCatalogue;
      'admin-exports': typeof adminExports;
      'admin-inbox': typeof adminInbox;
      'birth-chart': typeof birthChart;
      'birth-details': typeof birthDetails;
      booking: typeof booking;
      calculators: typeof calculators;
      'calculators-kundli': typeof calculatorsKundli;
      'calculators-matching': typeof calculatorsMatching;
      'calculators-panchang': typeof calculatorsPanchang;
      'calculators-small': typeof calculatorsSmall;
      calendar: typeof calendar;
      checkout: typeof checkout;
      common: typeof common;
      consultation: typeof consultation;
      'content-about': typeof contentAbout;
      'content-collaborations': typeof contentCollaborations;
      'content-contact': typeof contentContact;
      // One namespace in parts: what the legal pages share, and each page's sections, which
      // travel with that page only (registerNamespacePart, decision 046).
      'content-legal': typeof contentLegal & {
        privacy: typeof contentLegalPrivacy;
        terms: typeof contentLegalTerms;
        refunds: typeof contentLegalRefunds;
      };
      'content-support': typeof contentSupport;
      festivals: typeof festivals;
      home: typeof home;
      invoices: typeof invoices;
      horoscope: typeof horoscope;
      'horoscope-basis': typeof horoscopeBasis;
      reports: typeof reports;
      'reports-kundli': typeof reportsKundli;
      'reports-love': typeof reportsLove;
      'order-admin': typeof orderAdmin;
      'order-updates': typeof orderUpdates;
      'reports-order': typeof reportsOrder;
      'reports-matching': typeof reportsMatching;
      'reports-sade-sati': typeof reportsSadeSati;
      shop: typeof shop;
    };
  }
}
