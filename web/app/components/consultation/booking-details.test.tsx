import type { Appointment } from '@app/contract/appointments';
import type { Language } from '@app/contract/site';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '~/lib/i18n';
import { BookingDetails } from './booking-details';

const booking: Appointment = {
  _id: '7c1c2b9e-0d6f-4a53-9b6d-3f1b8f0f4a11',
  addressData: {
    name: 'Priya Shah',
    phone: '+44 7700 900123',
    email: 'priya@example.com',
    address: '14 Ealing Road, London',
    pin: 'HA0 4TL',
    location: 'international',
  },
  paymentInfo: { id: 'pay_1', type: 'Razorpay', status: 'Paid' },
  total: 3200,
  status: 'Booked',
  package: 'couple',
  createdAt: '2026-11-28T10:00:00.000Z',
  // 11:00 IST on Thursday 24 December: 5:30 in London.
  slot: { start: '2026-12-24T05:30:00.000Z', end: '2026-12-24T06:15:00.000Z' },
  mode: 'video',
  questions: '',
  birth: null,
  language: 'en',
  timeZone: 'Europe/London',
  meetingUrl: null,
  moves: 0,
  canReschedule: true,
  canCancel: true,
  cancellationRefund: 3200,
  refund: null,
  summary: null,
};

function render(appointment: Appointment, language: Language, zone = 'Europe/London') {
  return renderToStaticMarkup(
    <LanguageProvider language={language}>
      <BookingDetails appointment={appointment} zone={zone} />
    </LanguageProvider>,
  );
}

describe('a booking as its client sees it', () => {
  it('gives the time on the client’s clock and in IST, the package, the mode and what comes next', () => {
    const html = render(booking, 'en');
    expect(html).toContain('Thursday, 24 December 2026');
    expect(html).toContain('5:30 AM – 6:15 AM');
    expect(html).toContain('London (UTC+0)');
    expect(html).toContain('Thursday, 24 December 2026, 11:00 AM');
    expect(html).toContain('Couple Consultation');
    expect(html).toContain('Video call');
    expect(html).toContain('We will e-mail you the link to your video call');
    // In India's own zone, one clock only.
    expect(render(booking, 'en', 'Asia/Kolkata')).not.toContain('data-testid="time-ist"');
  });

  it('links a video call’s meeting, and tells an audio call who rings whom', () => {
    const video = render({ ...booking, meetingUrl: 'https://meet.example/room' }, 'en');
    expect(video).toContain('href="https://meet.example/room"');
    const audio = render({ ...booking, mode: 'audio' }, 'hi');
    expect(audio).toContain('ज्योतिषी आपको +44 7700 900123 पर फ़ोन करेंगे');
  });

  it('says how a refund stands and why, in both languages', () => {
    const refund: NonNullable<Appointment['refund']> = {
      status: 'pending',
      amount: 3200,
      reason: 'slot-taken',
      createdAt: '2026-11-28T10:05:00.000Z',
      processedAt: null,
    };
    const refunded: Appointment = { ...booking, status: 'Cancelled', refund };
    const english = render(refunded, 'en');
    expect(english).toContain('₹3,200 is on its way back to the way you paid.');
    expect(english).toContain('Your payment arrived after the time had been taken.');
    expect(english).not.toContain('What happens next');
    const hindi = render({ ...refunded, refund: { ...refund, status: 'processed' } }, 'hi');
    expect(hindi).toContain('₹3,200 उसी तरीके से वापस भेज दिए गए हैं');
    expect(hindi).toContain('रद्द');
  });
});
