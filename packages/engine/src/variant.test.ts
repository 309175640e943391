import { describe, expect, it } from 'vitest';
import { detectVariant } from './variant.js';

describe('detectVariant', () => {
  it.each([
    ['British-only spellings', 'The programme at our centre had a lot of colour.', 'uk'],
    ['American-only spellings', 'The program at our center had a lot of color.', 'us'],
    ['British -ise and -isation words', 'The organisation will analyse it.', 'uk'],
    ['a tie, which stays American', 'The colour of the center.', 'us'],
    ['no variant-specific word', 'We met on Tuesday and talked.', 'us'],
    ['empty text', '', 'us'],
    ["Oxford '-ize' beside British '-our'", 'The urbanization of labour changed the region.', 'uk'],
    ["'-yze' is American only", 'We analyze the labour market.', 'us'],
    ['a hyphenated word', 'Follow a low-fibre diet for two days.', 'uk'],
    ["an '-ise' word the table lacks", 'EVs are a route to decarbonising transport.', 'uk'],
    ['prices in pounds', 'The grant of £40,000 moved the project towards its goals.', 'uk'],
    ["'toward' says nothing", 'We will finalise the plan and move toward launch.', 'uk'],
    [
      "'-ize' beside one British word",
      'The organization of the project was favourable to its realization.',
      'uk',
    ],
    ["'towards' and '-ize' alone", 'We moved towards the realization of the plan.', 'us'],
    ["a possessive ('centre's')", "The centre's doors open at nine.", 'uk'],
    [
      "a name's spelling is its own",
      'A Pew Research Center survey found that pupils summarise chapters with chatbots.',
      'uk',
    ],
  ])('%s', (_name, text, expected) => {
    expect(detectVariant(text)).toBe(expected);
  });

  it('does not read words whose other spelling means something else (program, check)', () => {
    // Only 'colour' counts: 'program', 'check', 'license' and 'practice' are words in British English too.
    expect(detectVariant('Check the colour of the program, its license and the practice.')).toBe('uk');
  });
});
