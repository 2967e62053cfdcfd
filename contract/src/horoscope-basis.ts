import { z } from 'zod';
import { gocharaGrahas, lifeAreas } from './gochara-rules.ts';

/**
 * What a horoscope reading was read from (shared/API.md "Horoscopes", `basis`; docs/decisions/036):
 * the period, the Moon sign it is read for, every graha's sidereal sign and house from that sign
 * with the instants it entered and left it within the period, the Moon's houses through the
 * period, the notes (stations, chandrashtama, Sade Sati or Dhaiya, eclipses), the level of each
 * life area, and for every sentence of the reading, the line of this basis it was written from.
 * Instants are UTC ISO 8601.
 */

const graha = z.enum(gocharaGrahas);
const sign = z.number().int().min(1).max(12);
const house = z.number().int().min(1).max(12);

export const basisTransitSchema = z.object({
  planet: graha,
  sign,
  house,
  /** When it entered the sign, if within the period; when it leaves, if within the period. */
  from: z.string().optional(),
  to: z.string().optional(),
  /** Moving backwards when the stay begins (or the period does); stations are in the notes. */
  retrograde: z.boolean(),
  /** A good house for this graha (gochara-rules.ts). */
  favourable: z.boolean(),
  /** The graha in the vedha house that holds the good back, if any. */
  obstructedBy: graha.optional(),
});
export type BasisTransit = z.infer<typeof basisTransitSchema>;

export const basisMoonHouseSchema = z.object({ house, sign, start: z.string(), end: z.string() });
export type BasisMoonHouse = z.infer<typeof basisMoonHouseSchema>;

export const basisNoteSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('station'), planet: graha, at: z.string(), retrograde: z.boolean() }),
  z.object({ kind: z.literal('chandrashtama'), start: z.string(), end: z.string() }),
  z.object({ kind: z.literal('sade-sati'), phase: z.enum(['rising', 'peak', 'setting']) }),
  z.object({ kind: z.literal('dhaiya'), house: z.union([z.literal(4), z.literal(8)]) }),
  z.object({
    kind: z.literal('eclipse'),
    eclipse: z.enum(['solar', 'lunar']),
    type: z.string(),
    at: z.string(),
    sign,
    house,
  }),
]);
export type BasisNote = z.infer<typeof basisNoteSchema>;

/**
 * Where a sentence of the reading comes from: a transit, a Moon house, a note or a life area (an
 * index into those lists); the opening sentence, which says what the reading is read from, names
 * none.
 */
export const basisReasonSchema = z.object({
  text: z.string(),
  transit: z.number().int().optional(),
  moonHouse: z.number().int().optional(),
  note: z.number().int().optional(),
  area: z.enum(lifeAreas).optional(),
});
export type BasisReason = z.infer<typeof basisReasonSchema>;

export const horoscopeBasisSchema = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  moonSign: sign,
  transits: z.array(basisTransitSchema),
  moonHouses: z.array(basisMoonHouseSchema),
  notes: z.array(basisNoteSchema),
  areas: z.object(
    Object.fromEntries(
      lifeAreas.map((area) => [area, z.enum(['good', 'mixed', 'hard'])]),
    ) as Record<
      (typeof lifeAreas)[number],
      z.ZodEnum<{ good: 'good'; mixed: 'mixed'; hard: 'hard' }>
    >,
  ),
  reasons: z.array(basisReasonSchema),
});
export type HoroscopeBasis = z.infer<typeof horoscopeBasisSchema>;
