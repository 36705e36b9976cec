import { describe, expect, it } from 'vitest';

import { extractBedrooms } from '../facts';

describe('bedrooms', () => {
  it.each([
    ['looking at 3/2s in the area', 3],
    ['une maison avec 3 chambres', 3],
    ['can 2 phòng ngủ', 2],
    ['how many bedrooms? we need at least 4', 4],
    ['bedrooms? 3.', 3],
  ])('%s → %d', (message, beds) => {
    expect(extractBedrooms(message)).toBe(beds);
  });

  it.each(['how many bedrooms does it have? call me at 5', 'bedrooms? we need 2 car garage', 'how many bedrooms? 2 kids and a dog'])(
    'a number after the word that is not a bedroom count: %s',
    (message) => {
      expect(extractBedrooms(message)).toBeNull();
    },
  );
});
