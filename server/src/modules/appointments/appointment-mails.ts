import { type Appointment, consultationPolicy } from '@app/contract/appointments';
import { findConsultationPackage } from '@app/contract/consultation-packages';
import type { Slot } from '@app/contract/consultation-slots';
import { cachedFormatter } from '@app/contract/intl-formatters';
import { formatRupees } from '@app/contract/money';
import { type Language, site } from '@app/contract/site';
import type { MailAttachment, OutgoingMail } from '../mail/outbox.repository.ts';

/**
 * The mails of a consultation (docs/decisions/035), in the language the client booked in: the
 * confirmation and the business's notice (each with the calendar invite), a move, a
 * cancellation, a payment whose slot was taken meanwhile (refunded), the reminders 24 hours and
 * 1 hour before, and the astrologer's summary. Every time is given in IST and, when the client
 * told us theirs, in their own zone. The business's notices are in English.
 */

/** What every mail of one booking needs besides the appointment. */
export type BookingLinks = {
  /** The manage page, with the booking's key: works without signing in. */
  manageUrl: string;
  /** The calendar invite, with the key. */
  calendarUrl: string;
};

const indiaZone = 'Asia/Kolkata';
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "Monday, 30 November 2026, 10:00 am" on the clocks of `zone`. */
function clockTime(instant: string | Date, zone: string, language: Language): string {
  return cachedFormatter(Intl.DateTimeFormat, language, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** The call's time in IST and, when the client's zone is another, in theirs. */
function whenLines(slot: Slot, zone: string | null, language: Language): string[] {
  const ist = clockTime(slot.start, indiaZone, language);
  const minutes = Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / 60_000);
  const lines =
    language === 'hi'
      ? [`समय:        ${ist} (भारतीय समय, IST), ${minutes} मिनट`]
      : [`When:       ${ist} India Standard Time (IST), ${minutes} minutes`];
  if (zone && zone !== indiaZone) {
    const theirs = clockTime(slot.start, zone, language);
    lines.push(
      language === 'hi' ? `आपके समय में: ${theirs} (${zone})` : `Your time:  ${theirs} (${zone})`,
    );
  }
  return lines;
}

function packageName(appointment: Appointment, language: Language): string {
  const item = findConsultationPackage(appointment.package);
  const name = item ? item.name[language] : language === 'hi' ? 'परामर्श कॉल' : 'Consultation call';
  const mode =
    appointment.mode === 'video'
      ? language === 'hi'
        ? 'वीडियो कॉल'
        : 'video call'
      : language === 'hi'
        ? 'ऑडियो (फ़ोन) कॉल'
        : 'audio (phone) call';
  return `${name}, ${mode}`;
}

/** What happens at the time of the call: who calls whom, or the meeting link. */
function howLines(appointment: Appointment, language: Language): string[] {
  if (appointment.mode === 'audio') {
    return language === 'hi'
      ? [`कॉल के समय ज्योतिषी आपको ${appointment.addressData.phone} पर फ़ोन करेंगे।`]
      : [
          `At the time of the call the astrologer will ring you on ${appointment.addressData.phone}.`,
        ];
  }
  if (appointment.meetingUrl) {
    return language === 'hi'
      ? [`वीडियो कॉल का लिंक: ${appointment.meetingUrl}`, 'समय पर इसे ब्राउज़र या फ़ोन में खोलें।']
      : [
          `Video call link: ${appointment.meetingUrl}`,
          'Open it in a browser or on your phone at the time of the call.',
        ];
  }
  return language === 'hi'
    ? ['वीडियो कॉल का लिंक हम कॉल से पहले आपको अलग से भेजेंगे।']
    : ['We will send you the link to the video call before the call.'];
}

/** The policy, as every page and mail states it (contract `consultationPolicy`). */
function policyLines(language: Language): string[] {
  const { changeCutoffHours, supportDays } = consultationPolicy;
  return language === 'hi'
    ? [
        `कॉल से ${changeCutoffHours} घंटे पहले तक आप एक बार समय बदल सकते हैं, या रद्द करके पूरा पैसा वापस पा सकते हैं।`,
        `${changeCutoffHours} घंटे से कम समय रहने पर रद्द करने पर पैसा वापस नहीं होता, क्योंकि वह समय आपके लिए रखा गया था।`,
        `कॉल के बाद ${supportDays} दिनों तक आप उससे जुड़े सवाल पूछ सकते हैं।`,
      ]
    : [
        `Up to ${changeCutoffHours} hours before the call you may move it once, or cancel it for a full refund.`,
        `Cancelled later than that, nothing is refunded: the time was kept for you.`,
        `For ${supportDays} days after the call you may ask follow-up questions.`,
      ];
}

const signature = (language: Language) => [
  '',
  language === 'hi'
    ? `प्रश्न? इस ईमेल का उत्तर दें, ${site.email} पर लिखें या ${site.phones[0]} पर फ़ोन करें।`
    : `Questions? Reply to this e-mail, write to ${site.email} or call ${site.phones[0]}.`,
  '',
  '--',
  site.name[language],
];

const greeting = (appointment: Appointment, language: Language) =>
  language === 'hi'
    ? `नमस्ते ${oneLine(appointment.addressData.name)} जी,`
    : `Dear ${oneLine(appointment.addressData.name)},`;

function inviteAttachment(ics: string, method: 'REQUEST' | 'CANCEL'): MailAttachment {
  return {
    filename: 'consultation.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(ics, 'utf8'),
  };
}

/** The client's confirmation: when, what, how, the policy, and the link to manage it. */
export function bookingConfirmationMail(
  appointment: Appointment,
  links: BookingLinks,
  ics: string,
): OutgoingMail {
  const language = appointment.language;
  const slot = appointment.slot;
  const body =
    language === 'hi'
      ? [
          greeting(appointment, language),
          '',
          `${site.name.hi} के साथ आपकी परामर्श कॉल बुक हो गई है और भुगतान मिल गया है।`,
          '',
          `बुकिंग:      ${appointment._id}`,
          `परामर्श:     ${packageName(appointment, language)}`,
          ...(slot ? whenLines(slot, appointment.timeZone, language) : []),
          `भुगतान:      ${formatRupees(appointment.total)}`,
          '',
          'आगे क्या होगा',
          ...howLines(appointment, language).map((line) => `- ${line}`),
          '- संलग्न कैलेंडर आमंत्रण (consultation.ics) खोलकर समय अपने कैलेंडर में जोड़ लें।',
          '- कॉल से 24 घंटे और 1 घंटे पहले हम आपको याद दिलाएँगे।',
          '',
          'नियम',
          ...policyLines(language).map((line) => `- ${line}`),
          '',
          `बुकिंग देखें, समय बदलें या रद्द करें (बिना लॉगिन के): ${links.manageUrl}`,
          ...signature(language),
        ]
      : [
          greeting(appointment, language),
          '',
          `Your consultation call with ${site.name.en} is booked and your payment has been received.`,
          '',
          `Booking:    ${appointment._id}`,
          `Call:       ${packageName(appointment, language)}`,
          ...(slot ? whenLines(slot, appointment.timeZone, language) : []),
          `Paid:       ${formatRupees(appointment.total)}`,
          '',
          'What happens next',
          ...howLines(appointment, language).map((line) => `- ${line}`),
          '- Open the attached invite (consultation.ics) to add the call to your calendar.',
          '- We will remind you 24 hours and 1 hour before the call.',
          '',
          'The terms',
          ...policyLines(language).map((line) => `- ${line}`),
          '',
          `See, move or cancel your booking (no sign-in needed): ${links.manageUrl}`,
          ...signature(language),
        ];
  return {
    kind: 'appointment-confirmation',
    to: appointment.addressData.email,
    replyTo: site.email,
    subject:
      language === 'hi'
        ? `आपकी परामर्श कॉल बुक हो गई: ${slot ? clockTime(slot.start, indiaZone, language) : ''}`.trim()
        : `Your consultation call is booked: ${slot ? clockTime(slot.start, indiaZone, language) : ''}`.trim(),
    text: body.join('\n'),
    attachments: [inviteAttachment(ics, 'REQUEST')],
    carriesInvoice: true,
  };
}

/** The facts of a booking for the business's notices. */
function detailsForTheBusiness(appointment: Appointment): string[] {
  const { addressData: form } = appointment;
  return [
    `Booking:   ${appointment._id}`,
    `Call:      ${packageName(appointment, 'en')}`,
    ...(appointment.slot ? whenLines(appointment.slot, appointment.timeZone, 'en') : []),
    `Name:      ${oneLine(form.name)}`,
    `Phone:     ${form.phone}`,
    `E-mail:    ${form.email}`,
    `Address:   ${oneLine(form.address)}, ${form.pin} (${form.location})`,
    `Language:  ${appointment.language === 'hi' ? 'Hindi' : 'English'}`,
    `Paid:      ${formatRupees(appointment.total)} (${appointment.paymentInfo.type} ${appointment.paymentInfo.id})`,
    ...(appointment.questions ? ['', 'Questions:', appointment.questions] : []),
    ...(appointment.birth ? ['', 'Birth details were given: see the preparation page.'] : []),
  ];
}

/** The business's notice of a new booking (with the invite), answerable to the client. */
export function bookingNoticeMail(appointment: Appointment, to: string, ics: string): OutgoingMail {
  return {
    kind: 'appointment-notification',
    to,
    replyTo: appointment.addressData.email,
    subject: oneLine(
      `New consultation: ${appointment.addressData.name}, ${appointment.slot ? clockTime(appointment.slot.start, indiaZone, 'en') : 'no time'} IST`,
    ),
    text: [
      'A consultation call has been booked and paid for on the website.',
      '',
      ...detailsForTheBusiness(appointment),
      '',
      '--',
      'Reply to this e-mail to write to the client directly.',
    ].join('\n'),
    attachments: [inviteAttachment(ics, 'REQUEST')],
  };
}

/** A move: the new time, with an invite that replaces the old one (same UID, next SEQUENCE). */
export function bookingMovedMail(
  appointment: Appointment,
  previous: Slot,
  links: BookingLinks,
  ics: string,
): OutgoingMail {
  const language = appointment.language;
  const slot = appointment.slot as Slot;
  const before = clockTime(previous.start, indiaZone, language);
  const body =
    language === 'hi'
      ? [
          greeting(appointment, language),
          '',
          'आपकी परामर्श कॉल का समय बदल गया है।',
          '',
          `पहले का समय: ${before} (IST)`,
          ...whenLines(slot, appointment.timeZone, language),
          '',
          'संलग्न कैलेंडर आमंत्रण खोलें: वह आपके कैलेंडर में पुराने समय की जगह नया समय रख देगा।',
          ...howLines(appointment, language),
          '',
          `बुकिंग देखें या रद्द करें: ${links.manageUrl}`,
          ...signature(language),
        ]
      : [
          greeting(appointment, language),
          '',
          'The time of your consultation call has changed.',
          '',
          `Was:        ${before} IST`,
          ...whenLines(slot, appointment.timeZone, language),
          '',
          'Open the attached invite: it replaces the old time in your calendar.',
          ...howLines(appointment, language),
          '',
          `See or cancel your booking: ${links.manageUrl}`,
          ...signature(language),
        ];
  return {
    kind: 'appointment-moved',
    to: appointment.addressData.email,
    replyTo: site.email,
    subject:
      language === 'hi'
        ? `आपकी परामर्श कॉल का नया समय: ${clockTime(slot.start, indiaZone, language)}`
        : `Your consultation call is now on ${clockTime(slot.start, indiaZone, language)}`,
    text: body.join('\n'),
    attachments: [inviteAttachment(ics, 'REQUEST')],
  };
}

/** A cancellation: what is refunded, and an invite that takes the call out of the calendar. */
export function bookingCancelledMail(
  appointment: Appointment,
  refundRupees: number,
  by: 'client' | 'business',
  ics: string | undefined,
): OutgoingMail {
  const language = appointment.language;
  const refundLine =
    refundRupees > 0
      ? language === 'hi'
        ? `${formatRupees(refundRupees)} उसी तरीके से वापस भेजे जा रहे हैं जिससे आपने भुगतान किया था; बैंक के हिसाब से 5-7 कार्य-दिवस लग सकते हैं।`
        : `${formatRupees(refundRupees)} is being refunded to the way you paid; banks take 5-7 working days to show it.`
      : language === 'hi'
        ? `कॉल से ${consultationPolicy.changeCutoffHours} घंटे से कम समय पहले रद्द करने पर नियम के अनुसार पैसा वापस नहीं होता।`
        : `Cancelled less than ${consultationPolicy.changeCutoffHours} hours before the call, nothing is refunded under the terms.`;
  const opening =
    by === 'business'
      ? language === 'hi'
        ? 'हमें खेद है: हमें आपकी परामर्श कॉल रद्द करनी पड़ी।'
        : 'We are sorry: we have had to cancel your consultation call.'
      : language === 'hi'
        ? 'आपकी परामर्श कॉल आपके कहने पर रद्द कर दी गई है।'
        : 'Your consultation call has been cancelled, as you asked.';
  const slot = appointment.slot;
  return {
    kind: 'appointment-cancelled',
    to: appointment.addressData.email,
    replyTo: site.email,
    subject:
      language === 'hi' ? 'आपकी परामर्श कॉल रद्द हो गई' : 'Your consultation call is cancelled',
    text: [
      greeting(appointment, language),
      '',
      opening,
      '',
      `${language === 'hi' ? 'बुकिंग' : 'Booking'}: ${appointment._id}`,
      ...(slot ? whenLines(slot, appointment.timeZone, language) : []),
      '',
      refundLine,
      ...signature(language),
    ].join('\n'),
    ...(ics ? { attachments: [inviteAttachment(ics, 'CANCEL')] } : {}),
  };
}

/** The business's notice of a move or cancellation. */
export function bookingChangeNoticeMail(
  appointment: Appointment,
  to: string,
  change: string,
): OutgoingMail {
  return {
    kind: 'appointment-change-notification',
    to,
    replyTo: appointment.addressData.email,
    subject: oneLine(`Consultation ${change}: ${appointment.addressData.name}`),
    text: [`A consultation was ${change}.`, '', ...detailsForTheBusiness(appointment)].join('\n'),
  };
}

/**
 * A payment that arrived after its hold ran out, when someone else had taken the slot: the full
 * amount goes back, and the next free times are offered.
 */
export function slotTakenMail(
  appointment: Appointment,
  nextSlots: readonly Slot[],
  bookingUrl: string,
): OutgoingMail {
  const language = appointment.language;
  const times = nextSlots.map(
    (slot) => `- ${clockTime(slot.start, appointment.timeZone ?? indiaZone, language)}`,
  );
  const body =
    language === 'hi'
      ? [
          greeting(appointment, language),
          '',
          'आपका भुगतान हमें तब मिला जब आपके चुने समय का आरक्षण ख़त्म हो चुका था, और इस बीच वह समय किसी और ने बुक कर लिया।',
          `इसलिए पूरे ${formatRupees(appointment.total)} उसी तरीके से वापस भेजे जा रहे हैं जिससे आपने भुगतान किया था (5-7 कार्य-दिवस)।`,
          '',
          ...(times.length > 0 ? ['ये समय अभी ख़ाली हैं:', ...times, ''] : []),
          `नया समय चुनें: ${bookingUrl}`,
          ...signature(language),
        ]
      : [
          greeting(appointment, language),
          '',
          'Your payment reached us after the hold on the time you chose had run out, and meanwhile someone else booked that time.',
          `The full ${formatRupees(appointment.total)} is therefore being refunded to the way you paid (5-7 working days).`,
          '',
          ...(times.length > 0 ? ['These times are free now:', ...times, ''] : []),
          `Choose another time: ${bookingUrl}`,
          ...signature(language),
        ];
  return {
    kind: 'appointment-slot-taken',
    to: appointment.addressData.email,
    replyTo: site.email,
    subject:
      language === 'hi'
        ? 'आपका चुना समय बुक हो चुका था: पूरा पैसा वापस'
        : 'The time you chose was taken: full refund',
    text: body.join('\n'),
  };
}

/** The reminder `hours` (24 or 1) before the call. */
export function reminderMail(
  appointment: Appointment,
  hours: number,
  links: BookingLinks,
): OutgoingMail {
  const language = appointment.language;
  const slot = appointment.slot as Slot;
  const body =
    language === 'hi'
      ? [
          greeting(appointment, language),
          '',
          hours >= 24
            ? 'याद दिलाना: कल आपकी परामर्श कॉल है।'
            : 'याद दिलाना: आपकी परामर्श कॉल एक घंटे में है।',
          '',
          ...whenLines(slot, appointment.timeZone, language),
          `परामर्श:     ${packageName(appointment, language)}`,
          '',
          ...howLines(appointment, language),
          'अपने सवाल और, अगर हो सके, अपना जन्म विवरण पास रखें।',
          '',
          `बुकिंग: ${links.manageUrl}`,
          ...signature(language),
        ]
      : [
          greeting(appointment, language),
          '',
          hours >= 24
            ? 'A reminder: your consultation call is tomorrow.'
            : 'A reminder: your consultation call is in one hour.',
          '',
          ...whenLines(slot, appointment.timeZone, language),
          `Call:       ${packageName(appointment, language)}`,
          '',
          ...howLines(appointment, language),
          'Keep your questions and, if you can, your birth details at hand.',
          '',
          `Your booking: ${links.manageUrl}`,
          ...signature(language),
        ];
  return {
    kind: `appointment-reminder-${hours}h`,
    to: appointment.addressData.email,
    replyTo: site.email,
    subject:
      language === 'hi'
        ? `याद दिलाना: परामर्श कॉल ${clockTime(slot.start, appointment.timeZone ?? indiaZone, language)}`
        : `Reminder: consultation call on ${clockTime(slot.start, appointment.timeZone ?? indiaZone, language)}`,
    text: body.join('\n'),
  };
}

/** The astrologer's summary of the session. */
export function sessionSummaryMail(
  appointment: Appointment,
  summary: string,
  links: BookingLinks,
): OutgoingMail {
  const language = appointment.language;
  const body =
    language === 'hi'
      ? [
          greeting(appointment, language),
          '',
          'आपकी परामर्श कॉल का सारांश, ज्योतिषी की ओर से:',
          '',
          summary,
          '',
          `कॉल के बाद ${consultationPolicy.supportDays} दिनों तक आप इस ईमेल का उत्तर देकर सवाल पूछ सकते हैं।`,
          `यह सारांश आपकी बुकिंग में भी रखा गया है: ${links.manageUrl}`,
          ...signature(language),
        ]
      : [
          greeting(appointment, language),
          '',
          'The summary of your consultation call, from the astrologer:',
          '',
          summary,
          '',
          `For ${consultationPolicy.supportDays} days after the call you may reply to this e-mail with questions.`,
          `The summary is kept with your booking too: ${links.manageUrl}`,
          ...signature(language),
        ];
  return {
    kind: 'appointment-summary',
    to: appointment.addressData.email,
    replyTo: site.email,
    subject:
      language === 'hi' ? 'आपकी परामर्श कॉल का सारांश' : 'The summary of your consultation call',
    text: body.join('\n'),
  };
}
