import { describe, expect, it } from 'vitest';

import { lowerPlaceAt } from '../area-words';
import { extractAreas } from '../areas';
import { TABLE_AREAS } from '../tables/message-rows';

const areas = (m: string) => extractAreas(m, TABLE_AREAS);

describe('a place in lower case', () => {
  it.each([
    ['roswell under 400', 'Roswell', 7],
    ['tucker we think', 'Tucker', 6],
    ['north fulton so we', 'North Fulton', 12],
    ['berkeley lake or norcross', 'Berkeley Lake', 13],
    ['druid hills for 900k', 'Druid Hills', 11],
    ['north dekalb, cash', 'North DeKalb', 12],
    ['cobb county', 'Cobb County', 11],
    ['smyrna', 'Smyrna', 6],
  ] as const)('is read where the words after it cannot go on: %s', (rest, name, length) => {
    expect(lowerPlaceAt(rest)).toEqual({ name, length });
  });

  it.each(['fixer uppers under 200', 'terms of price', 'no rush', 'cash if we can', 'decatur before we buy', 'general we like', 'campus for my son', 'him so'])(
    'is not read from common words or a clause that goes on: %s',
    (rest) => expect(lowerPlaceAt(rest)?.name.includes(' ') ?? false).toBe(false),
  );

  it.each([
    ['looking in acworth send me some', ['Acworth']],
    ['anywhere in west cobb', ['West Cobb']],
    ['a ranch in kirkwood too', ['Kirkwood']],
    ['around grant park or summerhill and we pay cash', ['Grant Park', 'Summerhill']],
    ['in south buckhead with parking', ['South Buckhead']],
    ['in east atlanta please', ['East Atlanta']],
    ['townhouse west end under 300', ['West End']],
  ] as const)('in a message: %s', (m, want) => expect(areas(m)).toEqual(want));

  it.each([
    'in terms of price we can do 400',
    'we are in no rush',
    'interested in fixer uppers under 200',
    'in good shape we hope',
    'near campus for my son',
    'in turn we could',
    "we'd like a yard in case we get a dog",
    'in march we move',
    'in between jobs right now',
    'in decatur and we have kids',
    'id like to tour a few in decatur before we offer',
    'my sister lives near him',
    'in midtown or close by',
  ])('no invented place: %s', (m) => expect(areas(m).filter((a) => !TABLE_AREAS.includes(a))).toEqual([]));
});

describe('capitalised places without a cue', () => {
  it.each([
    ['3 bed, Tucker or Clarkston, 1600 max', ['Tucker', 'Clarkston']],
    ['Need a yard. Conyers/Covington. Under 300k', ['Conyers', 'Covington']],
    ['Areas: Conyers, Social Circle', ['Conyers', 'Social Circle']],
    ['Address is 12 Elm St, Lithonia', ['Lithonia']],
    ['acreage in Spalding county, cash', ['Spalding County']],
    ['Henry county or Fayette County', ['Henry County', 'Fayette County']],
    ['can I see the Inman Park listing', ['Inman Park']],
    ['in Cherokee, Cobb or Forsyth counties', ['Cherokee County', 'Cobb County', 'Forsyth County']],
    ['2 bed, Stone Mountain or Lake City', ['Stone Mountain', 'Lake City']],
  ] as const)('%s', (m, want) => expect(areas(m)).toEqual(want));

  it.each([
    'pre-approved, 3 bed, thanks, John',
    'Sounds good, Tuesday works',
    '3 bed, call me, John Smith',
    'Call me, Mike',
    'Hi Maya, need 3 bed',
    'Thanks. Sarah',
    'We are relocating. Cash. ASAP.',
    '3 bed, FHA, Pre-approved',
    'house with land, 2 acres, Good schools',
    "Hello, I'm Dr. Ann Lee. Need 3 bed",
    'need 3 bed. Jordan',
    'any news on the Zillow listing',
    'tell em Tom said hi',
    '3 bed, 2 bath, Garage, Basement',
    'Must have: Pool, Yard, Garage',
    '4 bed, Good Schools, Big Yard',
    '3/2, Ranch, Cul De Sac',
    'Spanish, English',
    'FSBO, Off Market',
  ])('not a place: %s', (m) => expect(areas(m)).toEqual([]));
});

describe('other languages, places ruled out, landmarks', () => {
  it.each([
    ['Busco una casa en Tucker', ['Tucker']],
    ['Olá, quero uma casa em Smyrna', ['Smyrna']],
    ['cerca de Chamblee', ['Chamblee']],
    ['nhà ở Tucker', ['Tucker']],
    ['想在Smyrna买房', ['Smyrna']],
    ['Kirkwood maybe, not Buckhead', ['Kirkwood']],
    ['anything but Midtown', []],
    ['I meant Tucker not Smyrna', ['Tucker']],
    ['near Decatur Square', ['Decatur']],
    ['in atlanta proper', ['Atlanta']],
  ] as const)('%s', (m, want) => expect(areas(m)).toEqual(want));
});
