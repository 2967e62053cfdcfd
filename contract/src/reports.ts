import { z } from 'zod';
import { birthBodySchema } from './astro.ts';
import { findReportProduct, reportProductSlugs } from './catalogue-reports.ts';
import { checked, emailSchema, isSingleLine, singleLineCheck } from './common.ts';
import { languages } from './site.ts';

/**
 * Reports bought, generated and delivered (shared/API.md "Reports"; docs/decisions/029): what
 * capturePayment carries for `purpose: "report"`, and what an Order says about its report.
 * Birth details are personal data: stored only for a bought report and shown only to its buyer
 * and the admin.
 */

export const chartStyles = ['north', 'south'] as const;
export type ChartStyle = (typeof chartStyles)[number];

const personName = z
  .string({ message: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(100, 'Name must be at most 100 characters.')
  .refine(isSingleLine, singleLineCheck('Name'));

/**
 * One person's birth, as the report order form sends it: the name printed on the report, the
 * date, time and place (the place's name as chosen, with its coordinates and time zone from
 * `GET /places`), an optional offset that overrides the zone (births kept in Bombay or Calcutta
 * time) and whether the birth time is only approximate.
 */
export const reportPersonSchema = birthBodySchema.omit({ node: true }).extend({
  name: personName,
  placeName: z
    .string({ message: 'Place of birth is required.' })
    .trim()
    .min(1, 'Place of birth is required.')
    .max(200, 'Place of birth must be at most 200 characters.')
    .refine(isSingleLine, singleLineCheck('Place of birth')),
  timeApproximate: z.boolean({ message: 'timeApproximate must be true or false.' }).default(false),
});
export type ReportPerson = z.output<typeof reportPersonSchema>;
export type ReportPersonInput = z.input<typeof reportPersonSchema>;

/**
 * What is bought (capturePayment's `report`): which report (`product`, a slug of
 * catalogue-reports.ts, which also says the edition), the PDF's language, the chart style, the
 * e-mail address it goes to (the buyer's registered address when left out) and the births:
 * one, or for matching two, the boy's (groom's) first and the girl's (bride's) second.
 */
export const reportOrderSchema = z
  .object({
    product: z.enum(reportProductSlugs, {
      message: `product must be one of ${reportProductSlugs.join(', ')}.`,
    }),
    language: z.enum(languages as ['en', 'hi'], { message: 'language must be en or hi.' }),
    chartStyle: z.enum(chartStyles, { message: 'chartStyle must be north or south.' }),
    email: emailSchema.optional(),
    people: z
      .array(reportPersonSchema, { message: 'Give the birth details of the person.' })
      .min(1, 'Give the birth details of the person.')
      .max(2, 'At most two people: the boy and the girl, for matching.'),
  })
  .superRefine((order, context) => {
    const product = findReportProduct(order.product);
    if (product && order.people.length !== product.people) {
      context.addIssue({
        code: 'custom',
        path: ['people'],
        ...checked(
          'reportPeople',
          product.people === 2
            ? 'Kundali matching needs two births: the boy’s first, then the girl’s.'
            : 'This report is made from one birth: give one person.',
          { people: product.people },
        ),
      });
    }
  });
export type ReportOrder = z.output<typeof reportOrderSchema>;
export type ReportOrderInput = z.input<typeof reportOrderSchema>;

// ---------------------------------------------------------------------------------------------
// An order's report, as the Order reply carries it (its buyer and the admin only)
// ---------------------------------------------------------------------------------------------

/**
 * `queued`: paid, waiting for the generator (also between retries); `generating`: being made
 * now; `ready`: the PDF is kept and was e-mailed; `failed`: the last try failed, the admin has
 * been shown it (it can be regenerated).
 */
export const reportStatuses = ['queued', 'generating', 'ready', 'failed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const orderReportSchema = z.object({
  product: z.enum(reportProductSlugs),
  language: z.enum(['en', 'hi']),
  chartStyle: z.enum(chartStyles),
  /** Where the PDF is e-mailed. */
  email: z.string(),
  status: z.enum(reportStatuses),
  /** `GET /order/{orderId}/report.pdf` answers with the PDF. */
  pdfReady: z.boolean(),
  /** ISO 8601, when the PDF kept now was made; null before. */
  generatedAt: z.string().nullable(),
  people: z.array(
    z.object({
      name: z.string(),
      date: z.string(),
      time: z.string(),
      placeName: z.string(),
      lat: z.number(),
      lon: z.number(),
      zone: z.string().nullable(),
      utcOffsetMinutes: z.number().nullable(),
      timeApproximate: z.boolean(),
    }),
  ),
});
export type OrderReport = z.infer<typeof orderReportSchema>;
