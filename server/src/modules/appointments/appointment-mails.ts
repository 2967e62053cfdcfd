import { type Appointment, consultationTerms } from '@app/contract/appointments';
import { formatRupees } from '@app/contract/money';

import { site } from '@app/contract/site';

import type { OutgoingMail } from '../mail/outbox.repository.ts';

const packageNames: Record<NonNullable<Appointment['package']>, string> = {
  urgent: 'Astrologer Consultation (urgent, 30 minutes)',
  couple: 'Couple Consultation',
  regular: 'Regular Consultation',
  'urgent-couple': 'Urgent Couple Consultation',
};

const locationNames: Record<Appointment['addressData']['location'], string> = {
  domestic: 'Domestic (India)',
  international: 'International',
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function details(appointment: Appointment): string[] {
  const { addressData: form } = appointment;
  return [
    `Booking number: ${appointment._id}`,
    `Name:           ${oneLine(form.name)}`,
    `Phone:          ${form.phone}`,
    `E-mail:         ${form.email}`,
    `Address:        ${oneLine(form.address)}`,
    `PIN:            ${form.pin}`,
    `Location:       ${locationNames[form.location]}`,
    `Package:        ${appointment.package ? packageNames[appointment.package] : '(none chosen)'}`,
    `Amount paid:    ${formatRupees(appointment.total)}`,
    `Payment:        ${appointment.paymentInfo.type} ${appointment.paymentInfo.id} (${appointment.paymentInfo.status})`,
    `Booked at:      ${appointment.createdAt} (UTC)`,
  ];
}

/** The customer's confirmation: what they booked, what happens next and the terms. */
export function appointmentConfirmationMail(appointment: Appointment): OutgoingMail {
  const { callMinutes, supportDays, urgentWithinDays } = consultationTerms;
  return {
    kind: 'appointment-confirmation',
    to: appointment.addressData.email,
    replyTo: site.email,
    subject: `Your consultation call with ${site.name.en} is booked`,
    text: [
      `Dear ${oneLine(appointment.addressData.name)},`,
      '',
      `Thank you for booking a consultation call with ${site.name.en}. Your payment has been received and your appointment is booked.`,
      '',
      ...details(appointment),
      '',
      'What happens next',
      `- Our team will call you on ${appointment.addressData.phone} to fix a time for your call.`,
      `- Urgent calls are arranged within ${urgentWithinDays.from}-${urgentWithinDays.to} days.`,
      `- The call is a one-time ${callMinutes}-minute session by phone or video, followed by ${supportDays} days of support for your questions.`,
      '- Bookings cannot be refunded once made.',
      '',
      `Questions? Reply to this e-mail, write to ${site.email} or call ${site.phones[0]}.`,
      '',
      `With best wishes,`,
      site.name.en,
    ].join('\n'),
  };
}

/** The business's notice of a new booking, answerable straight to the customer. */
export function appointmentNotificationMail(appointment: Appointment, to: string): OutgoingMail {
  return {
    kind: 'appointment-notification',
    to,
    replyTo: appointment.addressData.email,
    subject: oneLine(
      `New appointment: ${appointment.addressData.name} (${appointment.addressData.location}, ${formatRupees(appointment.total)})`,
    ),
    text: [
      'A consultation call has been booked and paid for on the website.',
      '',
      ...details(appointment),
      '',
      '--',
      'Reply to this e-mail to write to the customer directly.',
    ].join('\n'),
  };
}
