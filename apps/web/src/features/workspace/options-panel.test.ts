import { describe, expect, it } from 'vitest';
import { parseKeepWords } from './options-panel';

describe('parseKeepWords', () => {
  it('splits on commas and new lines and drops empty entries', () => {
    expect(parseKeepWords('photosynthesis, Smith & Co.\n\n  chlorophyll ,')).toEqual([
      'photosynthesis',
      'Smith & Co.',
      'chlorophyll',
    ]);
  });

  it('splits on the separators Chinese keyboards type: ，、 and ；', () => {
    expect(parseKeepWords('photosynthesis，Smith & Co.、chlorophyll；Calvin cycle')).toEqual([
      'photosynthesis',
      'Smith & Co.',
      'chlorophyll',
      'Calvin cycle',
    ]);
  });

  it('splits on semicolons and Windows line breaks', () => {
    expect(parseKeepWords('stomata; xylem\r\nphloem')).toEqual(['stomata', 'xylem', 'phloem']);
  });
});
