import { z } from 'zod';

import { MAX_EMAIL, MAX_NAME, MAX_TEXT, nameField, strictBody } from './fields';

/**
 * Lead capture pages (spec part 2: Lead capture builder, the Lead capture
 * page entity, §7). Each page is published at `/p/{slug}`; its form posts to
 * the public capture endpoint and creates a lead for the page's owner.
 */
export const CAPTURE_BACKGROUNDS = ['house1', 'house2', 'house3'] as const;
export type CaptureBackground = (typeof CAPTURE_BACKGROUNDS)[number];
export const CAPTURE_BUTTON_COLORS = ['blue', 'green', 'orange'] as const;
export type CaptureButtonColor = (typeof CAPTURE_BUTTON_COLORS)[number];
export const CAPTURE_FIELDS = ['email', 'phone', 'address'] as const;
export type CaptureField = (typeof CAPTURE_FIELDS)[number];

/** Part 2 §3. */
export const CAPTURE_PAGE_DEFAULTS = {
  title: 'Get Your Free Home Valuation',
  description: '',
  buttonText: 'Get My Free Valuation',
  backgroundImage: 'house1',
  buttonColor: 'blue',
  fields: ['email', 'phone'],
} as const satisfies {
  title: string;
  description: string;
  buttonText: string;
  backgroundImage: CaptureBackground;
  buttonColor: CaptureButtonColor;
  fields: readonly CaptureField[];
};

/**
 * The consent line of pages published before it named the agent: older
 * leads' consent records hold it word for word. New sign-ups get
 * captureConsentText().
 */
export const CAPTURE_CONSENT_TEXT =
  'I agree to be contacted by phone and text (including automated and AI-assisted calls and messages) about my inquiry. Consent is not a condition of purchase. Message and data rates may apply. Reply STOP to opt out.';

/** Who asks for the visitor's consent: the page owner's name and brokerage, as their profile has them (null when not set). */
export interface CaptureConsentParty {
  agentName: string | null;
  brokerage: string | null;
}

/**
 * The consent text shown beside the checkbox and stored, word for word, on
 * the lead. Prior express written consent to automated and AI calls (FCC
 * 24-17, docs/decisions/0008-ai-call-consent-and-disclosure.md) is consent to
 * a named seller: the line names the agent and brokerage who will call,
 * says by what means, that it is not a condition of purchase and how to
 * stop. The page links the privacy notice beside it (CAPTURE_PRIVACY_NOTICE).
 */
export function captureConsentText({ agentName, brokerage }: CaptureConsentParty): string {
  const name = agentName?.trim();
  const firm = brokerage?.trim();
  const who = name && firm ? `${name} of ${firm}` : name || firm || 'the real estate agent who published this page';
  return `I agree that ${who} may call and text me about real estate at the number I provided, including automated and AI-assisted calls and messages. Consent is not a condition of purchase. Message and data rates may apply. Reply STOP to opt out.`;
}

/** The privacy notice linked beside the consent line: how the visitor's details are kept and used. */
export const CAPTURE_PRIVACY_NOTICE = { label: 'Privacy notice', path: '/privacy' } as const;

export const CAPTURE_MESSAGES = {
  titleRequired: 'Please enter a title.',
  buttonTextRequired: 'Please enter the button text.',
  backgroundInvalid: `Background must be one of ${CAPTURE_BACKGROUNDS.join(', ')}.`,
  colorInvalid: `Button colour must be one of ${CAPTURE_BUTTON_COLORS.join(', ')}.`,
  fieldsInvalid: `Fields must be chosen from ${CAPTURE_FIELDS.join(', ')}.`,
  fieldsNeedContact: 'Include an email or a phone field, so a visitor can be reached.',
  idInvalid: 'Capture page not found',
  notFound: 'Capture page not found',
  nothingToUpdate: 'Send at least one field to change.',
  thanks: 'Thank you! We will be in touch shortly.',
  rateLimited: 'Too many submissions from this network. Please try again later.',
  pageBusy: 'This page is receiving too many sign-ups right now. Please try again later.',
} as const;

/**
 * The public form's own messages, addressed to the visitor who fills it in:
 * the agent's screens say "the lead's name", a visitor reads
 * "your name".
 */
export const CAPTURE_VISITOR_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Your name is too long.',
  emailInvalid: 'Please enter a valid email address, e.g. you@example.com.',
  phoneInvalid: 'Please enter a valid phone number (at least 10 digits).',
  contactRequired: 'Please enter your email address or your phone number, so we can reach you.',
  addressTooLong: 'The address is too long.',
  unreadable: 'The form could not be read. Please try again.',
  /** The form's stamp is missing, altered or over a day old (a page left open, or shown before an update). */
  formExpired: 'This form has expired. Please reload the page and try again.',
} as const;

/** The UTM parameters kept from the visit (utm_source … utm_content), each at most this long. */
export const CAPTURE_UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type CaptureUtmKey = (typeof CAPTURE_UTM_KEYS)[number];
export const CAPTURE_UTM_MAX = 200;

const M = CAPTURE_MESSAGES;

const title = z.string({ error: M.titleRequired }).trim().min(1, { error: M.titleRequired }).max(MAX_TEXT, { error: 'Title is too long.' });
const description = z.string({ error: 'Description must be text.' }).trim().max(500, { error: 'Description is too long (500 characters at most).' });
const buttonText = z
  .string({ error: M.buttonTextRequired })
  .trim()
  .min(1, { error: M.buttonTextRequired })
  .max(40, { error: 'Button text is too long (40 characters at most).' });
const fields = z
  .array(z.enum(CAPTURE_FIELDS, { error: M.fieldsInvalid }), { error: M.fieldsInvalid })
  .max(CAPTURE_FIELDS.length, { error: M.fieldsInvalid })
  .transform((list) => CAPTURE_FIELDS.filter((f) => list.includes(f)))
  .refine((list) => list.includes('email') || list.includes('phone'), { error: M.fieldsNeedContact });
const background = z.enum(CAPTURE_BACKGROUNDS, { error: M.backgroundInvalid });
const color = z.enum(CAPTURE_BUTTON_COLORS, { error: M.colorInvalid });

export const CapturePageIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, { error: M.idInvalid }) });

/** GET /api/lead-capture-pages: the user's pages; admins may pass userId. */
export const CapturePageListQuery = z.object({
  userId: z
    .string()
    .regex(/^[0-9a-f]{24}$/i, { error: 'userId is not a valid id.' })
    .optional(),
});

/** POST /api/lead-capture-pages (§7 sends userId; it must be the session's user or the caller an admin). */
export const CapturePageCreateInput = strictBody({
  userId: z
    .string({ error: 'userId is not a valid id.' })
    .regex(/^[0-9a-f]{24}$/i, { error: 'userId is not a valid id.' })
    .optional(),
  title: title.default(CAPTURE_PAGE_DEFAULTS.title),
  description: description.default(CAPTURE_PAGE_DEFAULTS.description),
  buttonText: buttonText.default(CAPTURE_PAGE_DEFAULTS.buttonText),
  backgroundImage: background.default(CAPTURE_PAGE_DEFAULTS.backgroundImage),
  buttonColor: color.default(CAPTURE_PAGE_DEFAULTS.buttonColor),
  fields: fields.default([...CAPTURE_PAGE_DEFAULTS.fields]),
  isActive: z.boolean({ error: 'isActive must be true or false.' }).default(true),
});
export type CapturePageCreateInput = z.input<typeof CapturePageCreateInput>;

/** PATCH /api/lead-capture-pages/{id}: the fields sent change; the slug (its public URL) never does. */
export const CapturePagePatchInput = strictBody({
  title: title.optional(),
  description: description.optional(),
  buttonText: buttonText.optional(),
  backgroundImage: background.optional(),
  buttonColor: color.optional(),
  fields: fields.optional(),
  isActive: z.boolean({ error: 'isActive must be true or false.' }).optional(),
}).refine((body) => Object.values(body).some((v) => v !== undefined), { error: M.nothingToUpdate });
export type CapturePagePatchInput = z.input<typeof CapturePagePatchInput>;

export interface CapturePageDto {
  id: string;
  userId: string;
  slug: string;
  /** `${PUBLIC_BASE_URL}/p/${slug}`: what Copy link copies. */
  publicUrl: string;
  title: string;
  description: string;
  buttonText: string;
  backgroundImage: CaptureBackground;
  buttonColor: CaptureButtonColor;
  fields: CaptureField[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** Times the public page was shown. */
  views: number;
  /** Sign-ups stored from its form (bots left out). */
  submissions: number;
  /** submissions / views as a percentage with one decimal; null before the first view. */
  conversionRate: number | null;
}

const checkbox = z.union([z.boolean(), z.enum(['on', 'true', '1', 'yes']).transform(() => true), z.enum(['', 'false', '0', 'off']).transform(() => false)]);

/**
 * The public form (POST /api/public/capture/{slug}, JSON or form-encoded).
 * `website` is the honeypot: hidden from people, filled by bots.
 * Unknown keys are ignored (not 400): a visitor cannot fix them.
 */
const V = CAPTURE_VISITOR_MESSAGES;
const visitorDigits = (value: string) => value.replace(/\D/g, '').length;
/** A UTM value as the page carried it: trimmed, cut to its maximum (never a reason to refuse a sign-up). */
const utmValue = z
  .string()
  .trim()
  .transform((v) => v.slice(0, CAPTURE_UTM_MAX))
  .optional()
  .catch(undefined);

export const PublicCaptureInput = z
  .object(
    {
      name: nameField(V.nameRequired, MAX_NAME, V.nameTooLong),
      email: z
        .string({ error: V.emailInvalid })
        .trim()
        .toLowerCase()
        .max(MAX_EMAIL, { error: V.emailInvalid })
        .refine((v) => v === '' || z.regexes.email.test(v), { error: V.emailInvalid })
        .nullish()
        .transform((v) => v || null),
      phone: z
        .string({ error: V.phoneInvalid })
        .trim()
        .max(40, { error: V.phoneInvalid })
        .refine((v) => v === '' || visitorDigits(v) >= 10, { error: V.phoneInvalid })
        .nullish()
        .transform((v) => v || null),
      address: z
        .string({ error: V.addressTooLong })
        .trim()
        .max(MAX_TEXT, { error: V.addressTooLong })
        .nullish()
        .transform((v) => v || null),
      utm_source: utmValue,
      utm_medium: utmValue,
      utm_campaign: utmValue,
      utm_term: utmValue,
      utm_content: utmValue,
      consent: checkbox.optional().default(false),
      website: z.string().max(500).optional(),
      /**
       * When and for which page the server showed the form, signed by the
       * server (a hidden field; the API checks it): a form sent sooner than
       * CAPTURE_MIN_FILL_MS after was filled by a script. Unreadable counts as missing.
       */
      formStamp: z.string().max(200).optional().catch(undefined),
    },
    { error: V.unreadable },
  )
  .refine((body) => Boolean(body.email || body.phone), { error: V.contactRequired, path: ['email'] });
export type PublicCaptureInput = z.input<typeof PublicCaptureInput>;

/** Nobody types a name, a contact and ticks the consent in less. */
export const CAPTURE_MIN_FILL_MS = 2500;

export interface PublicCaptureResponse {
  success: true;
  message: string;
}
