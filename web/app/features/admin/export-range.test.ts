import { describe, expect, it } from 'vitest';
import { exportRangePresets, exportRangeProblem } from './export-range';

// The server's own checks of a range: server/test/modules/exports/exports.routes.test.ts.
describe('exportRangePresets', () => {
  it("counts the days in India: 31 Dec 20:00 UTC is already 1 January's morning there", () => {
    const presets = exportRangePresets(new Date('2026-12-31T20:00:00Z'));
    expect(presets.thisMonth).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(presets.lastMonth).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presets.financialYear).toEqual({ from: '2026-04-01', to: '2027-01-01' });
  });

  it('starts the financial year on 1 April', () => {
    const presets = exportRangePresets(new Date('2026-04-01T06:00:00Z'));
    expect(presets.financialYear).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presets.lastMonth).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });
});

describe('exportRangeProblem', () => {
  it('accepts one day and a whole leap financial year', () => {
    expect(exportRangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(exportRangeProblem({ from: '2023-04-01', to: '2024-03-31' })).toBeNull();
  });

  it('names what is wrong', () => {
    expect(exportRangeProblem({ from: '', to: '2026-11-01' })).toBe('missing');
    expect(exportRangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('missing');
    expect(exportRangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('reversed');
    expect(exportRangeProblem({ from: '2023-04-01', to: '2024-04-01' })).toBe('tooLong');
  });
});
