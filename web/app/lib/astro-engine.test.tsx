import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { birthInputProblem, loadAstroEngine, useAstroEngine } from '~/lib/astro-engine';

describe('the astrology engine in the browser', () => {
  it('is loaded once, and computes a chart', async () => {
    const first = loadAstroEngine();
    expect(loadAstroEngine()).toBe(first);
    const engine = await first;
    const chart = engine.computeChart({
      date: '1977-07-27',
      time: '11:29',
      lat: 28.6139,
      lon: 77.209,
      zone: 'Asia/Kolkata',
    });
    // shared/astro reference chart 0 (New Delhi): Moon in Scorpio, Jyeshtha 3, Virgo rising.
    expect([chart.moonSign, chart.nakshatra, chart.pada, chart.ascendant.sign]).toEqual([
      8, 18, 3, 6,
    ]);
    expect(engine.names.signName(chart.moonSign).hi).toBe('वृश्चिक');
  });

  it('reads the engine’s complaint about impossible input: the field and both messages', async () => {
    const engine = await loadAstroEngine();
    let thrown: unknown;
    try {
      engine.computeChart({
        date: '1990-02-30',
        time: '10:00',
        lat: 25,
        lon: 83,
        zone: 'Asia/Kolkata',
      });
    } catch (error) {
      thrown = error;
    }
    expect(birthInputProblem(thrown)).toEqual({
      field: 'date',
      messages: {
        en: '1990-02-30 is not a date in the calendar.',
        hi: '1990-02-30 कैलेंडर की कोई तारीख़ नहीं है।',
      },
    });
    expect(birthInputProblem(new Error('other'))).toBeNull();
    expect(birthInputProblem('text')).toBeNull();
  });
});

function EngineStatus() {
  const { engine } = useAstroEngine();
  return <p>{engine ? 'computed here' : 'no engine'}</p>;
}

describe('useAstroEngine', () => {
  it('renders pages without the engine when prerendering, even once it is loaded', async () => {
    await loadAstroEngine();
    expect(renderToString(<EngineStatus />)).toBe('<p>no engine</p>');
  });
});
