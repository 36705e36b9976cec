import { createRequire } from 'node:module';

import { lookup as zoneOfZip } from 'zipcode-to-timezone';

/**
 * Which time zone a contact lives in, for the 8 am–9 pm calling window
 * (47 CFR 64.1200(c)(1); docs/decisions/0007-quiet-hours.md): from the address when it names a ZIP
 * code (zipcode-to-timezone) or a state, else from the number's area code
 * (the `areacodes` package's NANP table gives its state), else the agent's
 * own zone. A state split between zones takes the zone most of it lives in.
 */
const require = createRequire(import.meta.url);
const AREA_CODES = require('areacodes/lib/data.json') as Record<string, { stateCode?: string }>;

const ET = 'America/New_York';
const CT = 'America/Chicago';
const MT = 'America/Denver';
const PT = 'America/Los_Angeles';
const STATE_ZONES: Record<string, string> = {
  AL: CT,
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: CT,
  CA: PT,
  CO: MT,
  CT: ET,
  DE: ET,
  DC: ET,
  FL: ET,
  GA: ET,
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: CT,
  IN: 'America/Indiana/Indianapolis',
  IA: CT,
  KS: CT,
  KY: ET,
  LA: CT,
  ME: ET,
  MD: ET,
  MA: ET,
  MI: 'America/Detroit',
  MN: CT,
  MS: CT,
  MO: CT,
  MT: MT,
  NE: CT,
  NV: PT,
  NH: ET,
  NJ: ET,
  NM: MT,
  NY: ET,
  NC: ET,
  ND: CT,
  OH: ET,
  OK: CT,
  OR: PT,
  PA: ET,
  RI: ET,
  SC: ET,
  SD: CT,
  TN: CT,
  TX: CT,
  UT: MT,
  VT: ET,
  VA: ET,
  WA: PT,
  WV: ET,
  WI: CT,
  WY: MT,
  PR: 'America/Puerto_Rico',
  GU: 'Pacific/Guam',
  VI: 'America/St_Thomas',
};
const STATE_NAMES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'puerto rico': 'PR',
};
const NAME_PATTERN = new RegExp(
  `\\b(${Object.keys(STATE_NAMES)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'i',
);

export type TimeZoneSource = 'address' | 'area-code' | 'agent';

/** The zone an address names (ZIP first, then a state code or name), or null. */
export function zoneOfAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const zip = /\b(\d{5})(?:-\d{4})?\s*$/.exec(address.trim()) ?? /\b(\d{5})(?:-\d{4})?\b/.exec(address);
  const byZip = zip ? zoneOfZip(zip[1]!) : null;
  if (byZip) return byZip;
  const code = /(?:,|\s)\s*([A-Z]{2})\b(?:\s+\d{5})?\s*$/.exec(address.trim())?.[1];
  if (code && STATE_ZONES[code]) return STATE_ZONES[code]!;
  const name = NAME_PATTERN.exec(address)?.[1]?.toLowerCase();
  return name ? (STATE_ZONES[STATE_NAMES[name]!] ?? null) : null;
}

/** The zone of a North American number's area code (+1 NXX…), or null. */
export function zoneOfAreaCode(e164: string): string | null {
  const match = /^\+1(\d{3})\d{7}$/.exec(e164);
  const state = match ? AREA_CODES[match[1]!]?.stateCode : undefined;
  return state ? (STATE_ZONES[state] ?? null) : null;
}

export function contactTimeZone(address: string | null | undefined, e164: string, agentZone: string): { timeZone: string; timeZoneSource: TimeZoneSource } {
  const fromAddress = zoneOfAddress(address);
  if (fromAddress) return { timeZone: fromAddress, timeZoneSource: 'address' };
  const fromNumber = zoneOfAreaCode(e164);
  if (fromNumber) return { timeZone: fromNumber, timeZoneSource: 'area-code' };
  return { timeZone: agentZone, timeZoneSource: 'agent' };
}
