import { describe, expect, it } from 'vitest';
import { backAndForth, repeatedRun } from './long-keyframes';

describe('long keyframes', () => {
  it('swings between two states the given number of times, ending where it started', () => {
    expect(backAndForth('swing', 'opacity:0', 'opacity:1', 2)).toBe(
      '@keyframes swing{0%{opacity:0}25%{opacity:1}50%{opacity:0}75%{opacity:1}100%{opacity:0}}',
    );
  });

  it('runs from start to end repeatedly, jumping back before each run', () => {
    expect(repeatedRun('rise', 'top:1', 'top:0', 2)).toBe(
      '@keyframes rise{0%{top:1}49.99%{top:0}50%{top:1}99.99%{top:0}100%{top:0}}',
    );
  });
});
