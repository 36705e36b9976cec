import type { Row } from '../message-rows';

/**
 * HELD-OUT TABLE 2, part 2: the rental side (tenants, landlords,
 * renting one's own home out), several facts in one text, Spanish-English
 * mix, numbers in words, and the compliance fields. Never tuned against
 * (see ./index.ts). Same context as part 1.
 *
 * Rental convention: `rent` is a lease on either side: a tenant looking for
 * a rental, or an owner leasing out their own home or finding a tenant for
 * it. Buying or holding homes for their rent is `invest`.
 */
const BUYER = { intent: 'buy' as const };
const RENTER = { intent: 'rent' as const };
const SELLER = { intent: 'sell' as const };

export const RENTAL_ROWS: Row[] = [
  { message: 'looking for a 2br to rent in midtown under 2k', expect: { intent: 'rent', bedrooms: 2, areas: ['Midtown'], budget: { max: 2000 } } },
  {
    message: "I'm a landlord w/ a 3 bed house in kirkwood, need help finding a tenant",
    expect: { intent: 'rent', bedrooms: 3, propertyType: 'house', areas: ['Kirkwood'] },
  },
  { message: 'we want to rent out our condo instead of selling it', expect: { intent: 'rent', propertyType: 'condo' } },
  { message: 'can you help me lease out my townhouse', expect: { intent: 'rent', propertyType: 'townhouse' } },
  { message: 'tenant here, my landlord is selling so i need a new rental by feb', expect: { intent: 'rent', timeline: '0-3m' } },
  { message: 'my tenants move out in april and then I want to sell', expect: { intent: 'sell', timeline: '3-6m' } },
  { message: 'looking to buy a duplex, live in one side rent the other', expect: { intent: 'invest', propertyType: 'multi-family' } },
  { message: 'need a rental that takes dogs, 1800 max', expect: { intent: 'rent', budget: { max: 1800 } } },
  { message: 'apt for rent near grant park? 1bd', expect: { intent: 'rent', propertyType: 'apartment', areas: ['Grant Park'], bedrooms: 1 } },
  { message: 'is the unit on elm still for rent? can i see it tmrw at 5', expect: { intent: 'rent', showingRequest: '2026-11-24T22:00:00.000Z' } },
  { message: 'we rent rn, lease ends in june, want to buy after', expect: { intent: 'buy', timeline: '6-12m' } },
  { message: 'my landlord wont renew, need a 3br house to rent asap', expect: { intent: 'rent', bedrooms: 3, propertyType: 'house', timeline: 'asap' } },
  { message: 'want to rent my house out while we are overseas', expect: { intent: 'rent', propertyType: 'house' } },
  { message: 'im a tenant, can u help me find a bigger place to rent', expect: { intent: 'rent' } },
  { message: 'How much do you charge to find tenants for a rental property?', expect: { intent: 'rent' } },
  { message: 'I own 4 rental units and want to buy more', expect: { intent: 'invest' } },
  { message: 'looking for investment property that already has tenants', expect: { intent: 'invest' } },
  { message: 'need to lease a small office space in buckhead', expect: { intent: 'rent', propertyType: 'commercial', areas: ['Buckhead'] } },
  { message: 'renting out the basement apt, can you list it?', expect: { intent: 'rent', propertyType: 'apartment' } },
  { message: 'can we rent month to month? need something for 6 months max', expect: { intent: 'rent' } },
  {
    message: 'family of 4 needs a 3 bedroom rental in east atlanta by january',
    expect: { intent: 'rent', bedrooms: 3, areas: ['East Atlanta'], timeline: '0-3m' },
  },
  { message: 'budget for rent is 2500 a month', expect: { intent: 'rent', budget: { max: 2500 } } },
  { message: 'looking for a house to rent, around 2200/mo', expect: { intent: 'rent', propertyType: 'house', budget: { min: 1980, max: 2420 } } },
  { message: "we're landlords moving out of state, want to keep our house and rent it", expect: { intent: 'rent', propertyType: 'house' } },
  { message: 'anything for rent under 1500 in decatur?', expect: { intent: 'rent', budget: { max: 1500 }, areas: ['Decatur'] } },
  { message: 'my lease is up in 2 months, want to rent something bigger', expect: { intent: 'rent', timeline: '0-3m' } },
  { message: "I'm renting now but thinking about buying next year", expect: { intent: 'buy', timeline: '6-12m' } },
  { message: 'Do you handle rentals? need a 1 bedroom apt', expect: { intent: 'rent', bedrooms: 1, propertyType: 'apartment' } },
  { message: 'looking for tenants for my duplex in old fourth ward', expect: { intent: 'rent', propertyType: 'multi-family', areas: ['Old Fourth Ward'] } },
  { message: 'whats the rent on the townhome in kirkwood', expect: { intent: 'rent', propertyType: 'townhouse', areas: ['Kirkwood'] } },
  { message: 'we are currently leasing and want to purchase a home in the next 6 months', expect: { intent: 'buy', timeline: '3-6m' } },
  { message: 'student looking for a room to rent near midtown, 900 max', expect: { intent: 'rent', areas: ['Midtown'], budget: { max: 900 } } },
  { message: 'want to buy a rental property, cash, under 250k', expect: { intent: 'invest', financing: 'cash', budget: { max: 250_000 } } },
  { message: 'we rent our home out on airbnb and want to sell it now', expect: { intent: 'sell', timeline: 'asap' } },
  { message: 'can I rent the house on oak st? 3 kids and a dog', expect: { intent: 'rent', propertyType: 'house' } },
  { message: 'looking to lease a 3/2 in sandy springs for a year', expect: { intent: 'rent', bedrooms: 3, areas: ['Sandy Springs'] } },
  { message: 'I have a condo I want to lease, 2 bed 2 bath in midtown', expect: { intent: 'rent', propertyType: 'condo', bedrooms: 2, areas: ['Midtown'] } },
  { message: 'need a tenant asap, my place in decatur is empty', expect: { intent: 'rent', timeline: 'asap', areas: ['Decatur'] } },
  { message: 'a one bedroom is fine', given: { previous: RENTER }, expect: { bedrooms: 1 } },
  { message: 'nine hundred a month max', given: { previous: RENTER }, expect: { budget: { max: 900 } } },
];

export const MIXED_ROWS: Row[] = [
  {
    message: 'hi! me & my wife r lookin 4 a 3bd 2ba in decatur, budget 450k, preapproved',
    expect: { intent: 'buy', bedrooms: 3, areas: ['Decatur'], budget: { max: 450_000 }, financing: 'preapproved' },
  },
  {
    message: 'looking for 4 bdrm house kirkwood or grant park max 600k cash',
    expect: { intent: 'buy', bedrooms: 4, propertyType: 'house', areas: ['Kirkwood', 'Grant Park'], budget: { max: 600_000 }, financing: 'cash' },
  },
  {
    message: 'selling my condo in midtown asap, its 2 bed',
    expect: { intent: 'sell', propertyType: 'condo', areas: ['Midtown'], timeline: 'asap', bedrooms: 2 },
  },
  {
    message: 'first time buyer, need help w/ a lender, around 300k',
    expect: { intent: 'buy', financing: 'needs-lender', budget: { min: 270_000, max: 330_000 } },
  },
  {
    message: 'lookin for a townhome n buckhead, 500-550k, need to move in like 2 months',
    expect: { intent: 'buy', propertyType: 'townhouse', areas: ['Buckhead'], budget: { min: 500_000, max: 550_000 }, timeline: '0-3m' },
  },
  { message: 'whats my house worth? 3/2 ranch in east atlanta', expect: { intent: 'valuation', propertyType: 'house', bedrooms: 3, areas: ['East Atlanta'] } },
  {
    message: 'Hi im Jess, wanna buy a condo under 350, email jess.t@yahoo.com',
    expect: { name: 'Jess', intent: 'buy', propertyType: 'condo', budget: { max: 350_000 }, email: 'jess.t@yahoo.com' },
  },
  { message: 'we need 5 beds minimum, up to 800k, sandy springs', expect: { intent: 'buy', bedrooms: 5, budget: { max: 800_000 }, areas: ['Sandy Springs'] } },
  { message: 'pre qualified for 375k thru my credit union', expect: { intent: 'buy', financing: 'preapproved', budget: { max: 375_000 } } },
  {
    message: 'Can you tell me the value of my home in grant park? Might sell next spring',
    expect: { intent: 'sell', areas: ['Grant Park'], timeline: '3-6m' },
  },
  { message: 'looking at homes in the high 300s', expect: { intent: 'buy', budget: { min: 350_000, max: 400_000 } } },
  { message: 'budget is around four fifty', given: { previous: BUYER }, expect: { budget: { min: 405_000, max: 495_000 } } },
  { message: 'two hundred and fifty thousand max', given: { previous: BUYER }, expect: { budget: { max: 250_000 } } },
  { message: 'we can do like 1.2 mil', given: { previous: BUYER }, expect: { budget: { max: 1_200_000 } } },
  { message: 'three bedrooms two baths', given: { previous: BUYER }, expect: { bedrooms: 3 } },
  { message: 'cash offer, no financing needed', given: { previous: BUYER }, expect: { financing: 'cash' } },
  { message: 'still need to get preapproved', given: { previous: BUYER }, expect: { financing: 'needs-lender' } },
  { message: 'do u know a good loan officer', given: { previous: BUYER }, expect: { financing: 'needs-lender' } },
  { message: 'we have our financing lined up', given: { previous: BUYER }, expect: { financing: 'preapproved' } },
  { message: 'my name is ana lopez, cel 770-555-0142', expect: { name: 'Ana Lopez', phone: '+17705550142' } },
  { message: 'reach me at mike.d@outlook.com or 404.555.0177', expect: { email: 'mike.d@outlook.com', phone: '+14045550177' } },
  { message: 'pls call me tonight, 678 555 0110', expect: { wantsHuman: true, phone: '+16785550110' } },
  { message: 'can i talk to a real person', expect: { wantsHuman: true } },
  { message: 'is this a bot? i want to speak w/ the agent', expect: { wantsHuman: true } },
  { message: 'stop texting me pls', expect: { optOut: true } },
  { message: 'unsubscribe', expect: { optOut: true } },
  { message: 'no longer interested, take me off your list', expect: { optOut: true } },
  { message: 'quit msging me', expect: { optOut: true } },
  { message: 'is the area safe at night?', expect: { steering: true } },
  { message: 'are there other families like ours there', expect: { steering: true } },
  { message: 'what school district is it in', expect: { steering: false } },
  { message: 'how close is it to marta', expect: { steering: false } },
  { message: 'is it a good area for young families?', expect: { steering: true } },
  { message: 'looking for land, like 5 acres, to build', expect: { intent: 'buy', propertyType: 'land' } },
  { message: 'mobile home w/ some land under 150k', expect: { intent: 'buy', propertyType: 'mobile-home', budget: { max: 150_000 } } },
  { message: 'interested in multifamily, 4 units or more', expect: { intent: 'invest', propertyType: 'multi-family' } },
  { message: 'sell my house fast as is', expect: { intent: 'sell', propertyType: 'house' } },
  { message: 'FSBO but might want an agent', expect: { intent: 'sell' } },
  { message: 'what would my townhome in o4w sell for', expect: { intent: 'valuation', propertyType: 'townhouse', areas: ['Old Fourth Ward'] } },
  {
    message: 'Hey this is Dana. Thinking of downsizing, selling our 4br colonial in sandy springs this summer',
    expect: { name: 'Dana', intent: 'sell', bedrooms: 4, propertyType: 'house', areas: ['Sandy Springs'], timeline: '6-12m' },
  },
  {
    message: "We're relocating from NYC in Jan, need a 3 bed under 700k close to Buckhead",
    expect: { intent: 'buy', timeline: '0-3m', bedrooms: 3, budget: { max: 700_000 }, areas: ['Buckhead'] },
  },
  {
    message: 'lookin for a condo, 1 bd, in the low 200s',
    expect: { intent: 'buy', propertyType: 'condo', bedrooms: 1, budget: { min: 200_000, max: 250_000 } },
  },
  { message: 'budget 2.5k/mo for a 2 bed', expect: { intent: 'rent', bedrooms: 2, budget: { max: 2500 } } },
  { message: 'we have about 80k down and can afford around 400', given: { previous: BUYER }, expect: { budget: { min: 360_000, max: 440_000 } } },
  { message: 'five bed, four bath, pool, under a million', expect: { intent: 'buy', bedrooms: 5, budget: { max: 1_000_000 } } },
  { message: 'only need 2 bdrms its just me', given: { previous: BUYER }, expect: { bedrooms: 2 } },
  { message: 'hey, saw ur ad. we wanna buy in the next 3-4 months, r preapproved', expect: { intent: 'buy', timeline: '3-6m', financing: 'preapproved' } },
  { message: 'investor, looking for flips under 200k in east atlanta', expect: { intent: 'invest', budget: { max: 200_000 }, areas: ['East Atlanta'] } },
  { message: 'anything w/ 4 br under 450 in kirkwood?', expect: { intent: 'buy', bedrooms: 4, budget: { max: 450_000 }, areas: ['Kirkwood'] } },
  { message: 'ok sounds good', given: { previous: BUYER }, expect: {} },
  { message: 'thx!', given: { previous: BUYER }, expect: {} },
  { message: 'who is this?', expect: {} },
  { message: 'lol ok', given: { previous: RENTER }, expect: {} },
  { message: 'we are not preapproved yet', given: { previous: BUYER }, expect: { financing: 'needs-lender' } },
  {
    message: 'wife and I both work from home so need 4 bedrooms, ideally grant park',
    given: { previous: BUYER },
    expect: { bedrooms: 4, areas: ['Grant Park'] },
  },
  {
    message: 'Budget: $525,000. Beds: 3+. Area: Midtown or O4W',
    expect: { intent: 'buy', budget: { max: 525_000 }, bedrooms: 3, areas: ['Midtown', 'Old Fourth Ward'] },
  },
  { message: 'we can spend up to three hundred thousand', given: { previous: BUYER }, expect: { budget: { max: 300_000 } } },
  { message: 'looking for a four bedroom in buckhead', expect: { intent: 'buy', bedrooms: 4, areas: ['Buckhead'] } },
  { message: 'between five and six hundred k', given: { previous: BUYER }, expect: { budget: { min: 500_000, max: 600_000 } } },
  { message: 'three fifty tops', given: { previous: BUYER }, expect: { budget: { max: 350_000 } } },
  { message: 'half a mil max', given: { previous: BUYER }, expect: { budget: { max: 500_000 } } },
];

export const SPANISH_ROWS: Row[] = [
  {
    message: 'hola, busco casa para comprar en decatur, presupuesto 300k',
    expect: { intent: 'buy', propertyType: 'house', areas: ['Decatur'], budget: { max: 300_000 } },
  },
  { message: 'quiero vender mi casa en kirkwood', expect: { intent: 'sell', propertyType: 'house', areas: ['Kirkwood'] } },
  { message: 'somos first time buyers, buscamos un townhouse en east atlanta', expect: { intent: 'buy', propertyType: 'townhouse', areas: ['East Atlanta'] } },
  { message: 'mi presupuesto es 350 mil', given: { previous: BUYER }, expect: { budget: { max: 350_000 } } },
  { message: 'tenemos pre-aprobacion del banco', given: { previous: BUYER }, expect: { financing: 'preapproved' } },
  { message: 'pagamos cash', given: { previous: BUYER }, expect: { financing: 'cash' } },
  { message: 'necesitamos 3 cuartos y 2 baños', given: { previous: BUYER }, expect: { bedrooms: 3 } },
  { message: 'mi nombre es Carlos Ruiz, mi cel es 678 555 0123', expect: { name: 'Carlos Ruiz', phone: '+16785550123' } },
  { message: 'queremos mudarnos en 2 meses', given: { previous: BUYER }, expect: { timeline: '0-3m' } },
  { message: 'para el proximo año', given: { previous: BUYER }, expect: { timeline: '6-12m' } },
  { message: 'no me manden mas mensajes', expect: { optOut: true } },
  { message: 'quiero hablar con una persona real', expect: { wantsHuman: true } },
  { message: 'hi, necesito ayuda con un prestamo, no tengo lender', given: { previous: BUYER }, expect: { financing: 'needs-lender' } },
  { message: 'we want una casa de 4 recamaras under 500k', expect: { intent: 'buy', propertyType: 'house', bedrooms: 4, budget: { max: 500_000 } } },
  { message: 'cuanto vale mi casa?', expect: { intent: 'valuation', propertyType: 'house' } },
  { message: 'busco renta de 2 cuartos cerca de midtown, 1400 al mes', expect: { intent: 'rent', bedrooms: 2, areas: ['Midtown'], budget: { max: 1400 } } },
  { message: 'lo antes posible', given: { previous: BUYER }, expect: { timeline: 'asap' } },
  { message: 'el sabado a las 10 puedo ver la casa?', expect: { intent: 'buy', showingRequest: '2026-11-28T15:00:00.000Z', propertyType: 'house' } },
  { message: 'mi email es rosa.m@gmail.com', expect: { email: 'rosa.m@gmail.com' } },
  { message: 'soy inversionista, busco duplex', expect: { intent: 'invest', propertyType: 'multi-family' } },
  {
    message: 'busco apartamento para rentar, 2 recamaras, maximo 1500 al mes',
    expect: { intent: 'rent', propertyType: 'apartment', bedrooms: 2, budget: { max: 1500 } },
  },
  { message: 'necesito rentar una casa asap', expect: { intent: 'rent', propertyType: 'house', timeline: 'asap' } },
  { message: 'para la primavera', given: { previous: SELLER }, expect: { timeline: '3-6m' } },
];
