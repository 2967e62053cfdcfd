import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/chart.ts';
import { transitPosition } from '../src/transit.ts';

describe('transitPosition', () => {
  it('is where the chart of the same moment puts the planet', () => {
    const chart = computeChart({
      date: '2024-06-01',
      time: '05:30',
      lat: 28.61,
      lon: 77.21,
      zone: 'Asia/Kolkata',
    });
    const saturn = transitPosition('saturn', new Date(chart.utc));
    expect(saturn.lon).toBeCloseTo(chart.planets.saturn.lon, 6);
    expect(saturn.sign).toBe(chart.planets.saturn.sign);
    expect(saturn.retrograde).toBe(chart.planets.saturn.retrograde);
  });

  it('finds Saturn retrograde in its yearly loop (August 2024) and direct in February 2024', () => {
    expect(transitPosition('saturn', new Date('2024-08-15T00:00:00Z')).retrograde).toBe(true);
    expect(transitPosition('saturn', new Date('2024-02-15T00:00:00Z')).retrograde).toBe(false);
  });
});
