import type {
  adminCustomersQuerySchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  confirmEmailBodySchema,
  deleteAccountBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  savedPersonBodySchema,
  updateProfileBodySchema,
} from '@app/contract/account';
import type {
  adminAppointmentUpdateSchema,
  agendaQuerySchema,
  allAppointmentsQuerySchema,
  appointmentFormSchema,
  appointmentKeyQuerySchema,
  consultationBirthSchema,
  rescheduleBodySchema,
  sessionSummaryBodySchema,
} from '@app/contract/appointments';
import {
  astroRequestMessageInHindi,
  type birthBodySchema,
  type matchBodySchema,
  type panchangQuerySchema,
  type placesQuerySchema,
} from '@app/contract/astro';
import type { loginBodySchema, registerBodySchema } from '@app/contract/auth';
import type { purchaseItemSchema } from '@app/contract/basket';
import {
  type calendarQuerySchema,
  calendarRequestMessageInHindi,
  type festivalFeedQuerySchema,
} from '@app/contract/calendar';
import { findProduct } from '@app/contract/catalogue';
import type { ValidationCheck } from '@app/contract/common';
import type {
  blockedDateSchema,
  slotsQuerySchema,
  workingRangeSchema,
} from '@app/contract/consultation-slots';
import type { contactBodySchema } from '@app/contract/contact';
import type { exportQuerySchema, revenueQuerySchema } from '@app/contract/exports';
import type { horoscopeQuerySchema } from '@app/contract/horoscope-reply';
import type {
  inboxQuerySchema,
  inboxReplyBodySchema,
  inboxStatusBodySchema,
} from '@app/contract/inbox';
import { cachedFormatter } from '@app/contract/intl-formatters';
import type { priceUpdateBodySchema, productUpdateBodySchema } from '@app/contract/live-catalogue';
import type {
  allOrdersQuerySchema,
  refundOrderBodySchema,
  shippingAddressSchema,
  updateOrderBodySchema,
} from '@app/contract/orders';
import type { pageQuerySchema } from '@app/contract/pages';
import type {
  capturePaymentBodySchema,
  simulatedPayBodySchema,
  verifyPaymentBodySchema,
  verifyReportPaymentBodySchema,
} from '@app/contract/payments';
import type { reportOrderSchema, reportPersonSchema } from '@app/contract/reports';
import { commonMessages } from './common-messages.ts';
import { type FieldError, HttpError } from './http-error.ts';
import { defineMessages, type Message } from './messages.ts';

/**
 * What a 400 says about each wrong field (`errors[].message`), in each language
 * (docs/decisions/025). The English is the schema's own message (contract/src), as it always was;
 * the Hindi is written here once per kind of issue zod reports (a required field, too short or
 * too long, a wrong format, not one of the allowed values, a number out of range...) with the
 * field's Hindi name, and once per named refinement of our schemas (`ValidationCheck`).
 * `errors[].path` is the same in every language.
 */

/**
 * A zod issue, from Fastify's validation of a request or from a service's own `safeParse`; the
 * details of its kind (`minimum`, `format`, `values`, `params`...) beside these.
 */
type Issue = { code: string; path: readonly PropertyKey[]; message: string };

const validationMessages = defineMessages('validation', {
  required: { en: '{field} is required.', hi: '{field} भरना ज़रूरी है।' },
  bodyRequired: {
    en: 'A JSON request body is required.',
    hi: 'अनुरोध के साथ JSON में जानकारी भेजना ज़रूरी है।',
  },
});

type FieldsOf<Schema extends { shape: object } | { in: { shape: object } }> = Schema extends {
  shape: object;
}
  ? keyof Schema['shape']
  : Schema extends { in: { shape: object } }
    ? keyof Schema['in']['shape']
    : never;

/** Every field of the API's requests (a new one without a Hindi name below is a type error). */
type RequestField =
  | FieldsOf<typeof registerBodySchema>
  | FieldsOf<typeof loginBodySchema>
  | FieldsOf<typeof contactBodySchema>
  | FieldsOf<typeof capturePaymentBodySchema>
  | FieldsOf<typeof verifyPaymentBodySchema>
  | FieldsOf<typeof verifyReportPaymentBodySchema>
  | FieldsOf<typeof reportOrderSchema>
  | FieldsOf<typeof reportPersonSchema>
  | FieldsOf<typeof simulatedPayBodySchema>
  | FieldsOf<typeof purchaseItemSchema>
  | FieldsOf<typeof shippingAddressSchema>
  | FieldsOf<typeof appointmentFormSchema>
  | FieldsOf<typeof updateOrderBodySchema>
  | FieldsOf<typeof refundOrderBodySchema>
  | FieldsOf<typeof allOrdersQuerySchema>
  | FieldsOf<typeof allAppointmentsQuerySchema>
  | FieldsOf<typeof pageQuerySchema>
  | FieldsOf<typeof horoscopeQuerySchema>
  | FieldsOf<typeof birthBodySchema>
  | FieldsOf<typeof matchBodySchema>
  | FieldsOf<typeof panchangQuerySchema>
  | FieldsOf<typeof placesQuerySchema>
  | FieldsOf<typeof calendarQuerySchema>
  | FieldsOf<typeof festivalFeedQuerySchema>
  | FieldsOf<typeof consultationBirthSchema>
  | FieldsOf<typeof slotsQuerySchema>
  | FieldsOf<typeof workingRangeSchema>
  | FieldsOf<typeof blockedDateSchema>
  | FieldsOf<typeof rescheduleBodySchema>
  | FieldsOf<typeof appointmentKeyQuerySchema>
  | FieldsOf<typeof agendaQuerySchema>
  | FieldsOf<typeof adminAppointmentUpdateSchema>
  | FieldsOf<typeof sessionSummaryBodySchema>
  | FieldsOf<typeof forgotPasswordBodySchema>
  | FieldsOf<typeof resetPasswordBodySchema>
  | FieldsOf<typeof changePasswordBodySchema>
  | FieldsOf<typeof changeEmailBodySchema>
  | FieldsOf<typeof confirmEmailBodySchema>
  | FieldsOf<typeof deleteAccountBodySchema>
  | FieldsOf<typeof updateProfileBodySchema>
  | FieldsOf<typeof savedPersonBodySchema>
  | FieldsOf<typeof adminCustomersQuerySchema>
  // The back office's catalogue (issue 34, decision 042).
  | FieldsOf<typeof productUpdateBodySchema>
  | FieldsOf<typeof priceUpdateBodySchema>
  // The inbox, the accountant's files and the revenue (issue 34).
  | FieldsOf<typeof inboxQuerySchema>
  | FieldsOf<typeof inboxReplyBodySchema>
  | FieldsOf<typeof inboxStatusBodySchema>
  | FieldsOf<typeof exportQuerySchema>
  | FieldsOf<typeof revenueQuerySchema>
  // The owner's hours (consultation-slots.ts availabilitySchema), by field.
  | 'weeklyHours'
  | 'slotMinutes'
  | 'bufferMinutes'
  | 'noticeHours'
  | 'horizonDays'
  | 'blockedDates'
  | 'audio'
  | 'video'
  // Path parameters of the routes (orders, admin mail, horoscopes).
  | 'userId'
  | 'orderId'
  | 'id'
  | 'kind'
  | 'sign';

/**
 * The Hindi name of each field, as the site's Hindi pages call it. Names of the payment
 * gateway's fields and of address parameters stay as they are: no person types them.
 */
const hindiFieldNames: Record<RequestField, string> = {
  name: 'नाम',
  email: 'ईमेल',
  password: 'पासवर्ड',
  location: 'स्थान',
  contact: 'संपर्क नंबर',
  message: 'संदेश',
  source: 'स्रोत',
  phone: 'फ़ोन नंबर',
  address: 'पता',
  pin: 'पिन कोड',
  package: 'परामर्श पैकेज',
  amount: 'भुगतान राशि',
  total: 'कुल राशि',
  purpose: 'ख़रीद की श्रेणी',
  items: 'उत्पाद',
  product: 'उत्पाद',
  addressData: 'पते की जानकारी',
  user: 'उपयोगकर्ता',
  paymentInfo: 'भुगतान की जानकारी',
  id: 'आईडी',
  quantity: 'मात्रा',
  size: 'साइज़',
  newStatus: 'नई स्थिति',
  courier: 'कूरियर',
  trackingNumber: 'ट्रैकिंग नंबर',
  action: 'कार्रवाई',
  status: 'स्थिति',
  q: 'खोज',
  userId: 'उपयोगकर्ता आईडी',
  orderId: 'ऑर्डर आईडी',
  razorpay_payment_id: 'razorpay_payment_id',
  razorpay_order_id: 'razorpay_order_id',
  razorpay_signature: 'razorpay_signature',
  order_id: 'order_id',
  limit: 'limit',
  cursor: 'cursor',
  lang: 'lang',
  kind: 'kind',
  sign: 'sign',
  date: 'तारीख़',
  time: 'समय',
  lat: 'अक्षांश',
  lon: 'देशांतर',
  zone: 'समय क्षेत्र',
  year: 'वर्ष',
  month: 'महीना',
  city: 'शहर',
  utcOffsetMinutes: 'UTC से अंतर',
  node: 'node',
  boy: 'वर का जन्म विवरण',
  girl: 'वधू का जन्म विवरण',
  report: 'रिपोर्ट की जानकारी',
  language: 'रिपोर्ट की भाषा',
  chartStyle: 'कुंडली की शैली',
  people: 'जन्म विवरण',
  placeName: 'जन्म स्थान',
  timeApproximate: 'अनुमानित जन्म समय',
  mode: 'कॉल का प्रकार',
  questions: 'आपके सवाल',
  birth: 'जन्म विवरण',
  timeUnknown: 'जन्म समय मालूम नहीं',
  timeZone: 'आपका समय क्षेत्र',
  slot: 'कॉल का समय',
  start: 'शुरू होने का समय',
  end: 'ख़त्म होने का समय',
  from: 'पहला दिन',
  days: 'दिनों की संख्या',
  key: 'लिंक',
  notes: 'नोट्स',
  text: 'सारांश',
  note: 'कारण',
  weeklyHours: 'काम के घंटे',
  slotMinutes: 'कॉल की अवधि',
  bufferMinutes: 'दो कॉल के बीच का समय',
  noticeHours: 'कम से कम पहले से सूचना',
  horizonDays: 'कितने दिन आगे तक बुकिंग',
  blockedDates: 'छुट्टी के दिन',
  audio: 'ऑडियो कॉल',
  video: 'वीडियो कॉल',
  token: 'लिंक',
  currentPassword: 'मौजूदा पासवर्ड',
  newPassword: 'नया पासवर्ड',
  relation: 'रिश्ता',
  consent: 'सहमति',
  nameEn: 'अंग्रेज़ी नाम',
  nameHi: 'हिंदी नाम',
  descriptionEn: 'अंग्रेज़ी विवरण',
  descriptionHi: 'हिंदी विवरण',
  price: 'कीमत',
  stock: 'स्टॉक',
  stockWas: 'पहले का स्टॉक',
  onSale: 'बिक्री में',
  taxCode: 'HSN/SAC कोड',
  taxRatePercent: 'GST दर',
  body: 'जवाब',
  idempotencyKey: 'idempotencyKey',
  mailLanguage: 'ईमेल की भाषा',
  to: 'आख़िरी दिन',
};

/** A name's form before a postposition (में, का, के लिए), where it differs: "पते में". */
const obliqueFieldNames: Partial<Record<RequestField, string>> = {
  address: 'पते',
  from: 'पहले दिन',
  to: 'आख़िरी दिन',
};

const gatewayIdFormat = (field: string) => `${field} में केवल अंग्रेज़ी अक्षर, अंक और अंडरस्कोर (_) हो सकते हैं।`;

/** What a field's pattern asks for, where saying "the format is wrong" would not help. */
const hindiFormats: Partial<Record<RequestField, string>> = {
  phone: 'कृपया सही फ़ोन नंबर लिखें।',
  contact: 'संपर्क नंबर में केवल अंक, स्पेस और + ( ) - हो सकते हैं।',
  pin: 'कृपया 6 अंकों का सही पिन कोड लिखें।',
  cursor: commonMessages.invalidCursor().hi,
  razorpay_payment_id: gatewayIdFormat('razorpay_payment_id'),
  razorpay_order_id: gatewayIdFormat('razorpay_order_id'),
  razorpay_signature: gatewayIdFormat('razorpay_signature'),
  order_id: gatewayIdFormat('order_id'),
};

/**
 * The Hindi of each named refinement (contract/src/common.ts `ValidationCheck`); `field` is the
 * field's name in the form it takes before a postposition.
 */
const hindiChecks: Record<
  ValidationCheck,
  (field: string, params: Record<string, unknown>) => string
> = {
  singleLine: (field) =>
    `${field} में केवल एक पंक्ति का सादा टेक्स्ट हो सकता है, कोई नियंत्रण अक्षर (control character) नहीं।`,
  multiLine: (field) =>
    `${field} में केवल सादा टेक्स्ट हो सकता है, कोई नियंत्रण अक्षर (control character) नहीं।`,
  passwordNotTrivial: () => 'ऐसा पासवर्ड चुनें जो खाली न हो और जिसमें एक ही अक्षर बार-बार न हो।',
  knownProduct: () => 'यह उत्पाद हमारी दुकान में नहीं है।',
  wholePaise: (field) => `${field} में दशमलव के बाद ज़्यादा से ज़्यादा दो अंक हो सकते हैं।`,
  productQuantity: (_field, params) => {
    const product = findProduct(Number(params.productId))?.name.hi ?? 'कोई उत्पाद';
    return `एक ऑर्डर में ${product} ज़्यादा से ज़्यादा ${params.max} हो सकते हैं (आपने ${params.quantity} माँगे)।`;
  },
  postalCode: () => 'कृपया अपने पते का डाक कोड (postal code) लिखें।',
  birthTimeOrUnknown: () => 'जन्म का समय लिखें, या बताएँ कि आपको समय मालूम नहीं है।',
  birthZone: () => 'जन्म स्थान का समय क्षेत्र बताएँ।',
  rangeOrder: () => 'काम का समय शुरू होने के बाद ही ख़त्म हो सकता है।',
  rangesOverlap: () => 'एक दिन के काम के समय एक-दूसरे पर नहीं चढ़ने चाहिए।',
  statusOrNotes: () => 'स्थिति या नोट्स में से कुछ दें।',
  reportPeople: (_field, params) =>
    Number(params.people) === 2
      ? 'कुंडली मिलान के लिए दो जन्म विवरण चाहिए: पहले वर (लड़के) का, फिर वधू (लड़की) का।'
      : 'यह रिपोर्ट एक व्यक्ति के जन्म विवरण से बनती है: एक ही व्यक्ति का विवरण दें।',
};

const hindiNumber = (value: unknown) =>
  typeof value === 'number'
    ? cachedFormatter(Intl.NumberFormat, 'hi', { numberingSystem: 'latn' }).format(value)
    : String(value);

/**
 * The Hindi of one issue about the field `fieldKey` (undefined: the whole body); `missing`: the
 * field was not sent. `field` is its Hindi name, `ofField` the form that name takes before a
 * postposition ("पता भरना ज़रूरी है", "पते में ज़्यादा से ज़्यादा 500 अक्षर").
 */
function hindiOf(zodIssue: Issue, fieldKey: string | undefined, missing: boolean): string {
  const issue = zodIssue as Issue & Record<string, unknown>;
  // The astrology and calendar schemas say what each field takes in both languages
  // (contract/src/astro.ts, calendar.ts).
  const astroHindi = missing
    ? undefined
    : (astroRequestMessageInHindi(issue.message) ?? calendarRequestMessageInHindi(issue.message));
  if (astroHindi) return astroHindi;
  const field =
    fieldKey === undefined
      ? 'अनुरोध की जानकारी'
      : (hindiFieldNames[fieldKey as RequestField] ?? fieldKey);
  const ofField = obliqueFieldNames[fieldKey as RequestField] ?? field;
  const required = validationMessages.required({ field }).hi;
  if (missing) return fieldKey === undefined ? validationMessages.bodyRequired().hi : required;
  const min = hindiNumber(issue.minimum);
  const max = hindiNumber(issue.maximum);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return `${field} पूर्ण संख्या होनी चाहिए।`;
      if (issue.expected === 'number') return `${field} संख्या होनी चाहिए।`;
      if (issue.expected === 'string') return `${field} टेक्स्ट होना चाहिए।`;
      if (issue.expected === 'array') return `${field} एक सूची होनी चाहिए।`;
      return `${field} सही रूप में नहीं है।`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? required
          : `${ofField} में कम से कम ${min} अक्षर होने चाहिए।`;
      }
      if (issue.origin === 'array') return `कम से कम ${min} ${field} चुनें।`;
      return issue.inclusive === false
        ? `${ofField} का मान ${min} से ज़्यादा होना चाहिए।`
        : `${ofField} का मान कम से कम ${min} होना चाहिए।`;
    case 'too_big':
      if (issue.origin === 'string') return `${ofField} में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं।`;
      if (issue.origin === 'array') return `ज़्यादा से ज़्यादा ${max} ${field} चुने जा सकते हैं।`;
      return issue.inclusive === false
        ? `${ofField} का मान ${max} से कम होना चाहिए।`
        : `${ofField} का मान ज़्यादा से ज़्यादा ${max} हो सकता है।`;
    case 'invalid_format':
      if (issue.format === 'email') return 'कृपया सही ईमेल पता लिखें (जैसे name@example.com)।';
      return hindiFormats[fieldKey as RequestField] ?? `${ofField} का प्रारूप सही नहीं है।`;
    case 'invalid_value': {
      if (fieldKey === 'consent') {
        return 'इन जन्म विवरणों को रखने के लिए अपनी सहमति दें (consent: true)।';
      }
      const values = Array.isArray(issue.values) ? issue.values.join(', ') : '';
      return `${ofField} के लिए इनमें से कोई एक चुनें: ${values}।`;
    }
    case 'custom': {
      const params = (issue.params ?? {}) as Record<string, unknown>;
      const check = hindiChecks[params.check as ValidationCheck];
      return check ? check(ofField, params) : `${ofField} का मान सही नहीं है।`;
    }
    default:
      return `${ofField} का मान सही नहीं है।`;
  }
}

/** The value at `path` inside `input` (undefined when any step is missing). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** zod's own English for a value that is not there ("expected string, received undefined"). */
const zodMissingMessage = /received (undefined|null)$/;

/**
 * One issue as a field error in each language. `input` is what was validated (to tell a field
 * left out from a wrong one); `prefix` is where it sits in the request body (`addressData`).
 */
function fieldErrorOf(issue: Issue, input: unknown, prefix: readonly string[]): FieldError {
  const path = [...prefix, ...issue.path.map(String)].join('.');
  // Left out, or sent as null (a request without a body has a null one).
  const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) == null;
  const fieldKey = [...prefix, ...issue.path.map(String)].findLast((key) => !/^\d+$/.test(key));
  let en = issue.message;
  // A field left out, where the schema has no words of its own: say so rather than zod's
  // "expected string, received undefined".
  if (missing && zodMissingMessage.test(issue.message)) {
    en =
      path === ''
        ? validationMessages.bodyRequired().en
        : validationMessages.required({ field: path }).en;
  }
  return { path, message: { en, hi: hindiOf(issue, fieldKey, missing) } };
}

/**
 * The 400 for input that fails its schema: their texts together (each once) as the `message`,
 * and every issue in `errors` unless `listFields` is false (the purchases' checks of what
 * capturePayment carries, whose replies have only ever had the message).
 */
export function invalidRequest(
  issues: readonly Issue[],
  input: unknown,
  options: { prefix?: readonly string[]; listFields?: boolean } = {},
): HttpError {
  const errors = issues.map((issue) => fieldErrorOf(issue, input, options.prefix ?? []));
  const joined = (language: keyof Message) =>
    [...new Set(errors.map((error) => error.message[language]))].join(' ');
  const message = { en: joined('en'), hi: joined('hi') };
  return new HttpError(400, message, {}, options.listFields === false ? undefined : errors);
}
