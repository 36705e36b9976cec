import { z } from 'zod';

import { strictBody } from './fields';

/**
 * Templates (/resources, spec part 2: "a static list of six templates"; its
 * buttons work, see docs/decisions/0022-stubs-become-real.md). The catalogue is fixed and shared by the
 * page and the API: Use turns a phone script into an AI script and saves an
 * SMS or email template to the agent's own templates.
 */
export const TEMPLATE_CATEGORIES = ['phone', 'email', 'sms'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const TEMPLATE_CATEGORY_LABELS: Record<TemplateCategory, string> = { phone: 'Phone Scripts', email: 'Email Templates', sms: 'SMS Templates' };

export interface StaticTemplate {
  id: string;
  name: string;
  category: TemplateCategory;
  description: string;
  tags: string[];
  /** What Preview shows and Use saves. */
  body: string;
  /** Email only. */
  subject?: string;
  /** Phone scripts only: the AI script's triggers when used. */
  triggers?: string[];
}

export const STATIC_TEMPLATES: readonly StaticTemplate[] = [
  {
    id: 'buyer-qualification-call',
    name: 'Buyer Qualification Call',
    category: 'phone',
    description: 'Qualify a new buyer in two minutes: budget, timeline, financing and areas.',
    tags: ['buyers', 'qualification'],
    triggers: ['looking to buy', 'first time buyer', 'buying a home'],
    body: 'Thanks for calling! To find you the right homes, may I ask a few quick questions: what price range are you considering, when would you like to move, are you pre-approved, and which neighborhoods do you like?',
  },
  {
    id: 'seller-listing-call',
    name: 'Seller Listing Consultation',
    category: 'phone',
    description: 'Book a listing appointment with a homeowner thinking of selling.',
    tags: ['sellers', 'listing'],
    triggers: ['sell my house', 'selling my home', 'list my home'],
    body: 'Great that you are thinking of selling. I can set up a free consultation where we walk through your home and prepare a pricing plan. What is the address, and what day works best for a visit?',
  },
  {
    id: 'new-lead-welcome-email',
    name: 'New Lead Welcome Email',
    category: 'email',
    description: 'A warm first email to a lead from your website or a capture page.',
    tags: ['welcome', 'follow-up'],
    subject: 'Great to meet you',
    body: 'Hi {name},\n\nThanks for reaching out! I would love to help you with your home search. Reply with the areas you like and your price range, and I will send homes that fit.\n\nTalk soon,\n{agent}',
  },
  {
    id: 'open-house-follow-up-email',
    name: 'Open House Follow-up',
    category: 'email',
    description: 'Thank visitors of an open house and offer a private showing.',
    tags: ['open house', 'follow-up'],
    subject: 'Thanks for visiting the open house',
    body: 'Hi {name},\n\nThank you for stopping by the open house. If you would like a second look or a private showing of similar homes, just reply with a time that suits you.\n\nBest,\n{agent}',
  },
  {
    id: 'showing-reminder-sms',
    name: 'Showing Reminder',
    category: 'sms',
    description: 'A short reminder text the day before a showing.',
    tags: ['showings', 'reminder'],
    body: 'Hi {name}, a reminder of your showing tomorrow at {time}. Reply C to confirm or R to reschedule.',
  },
  {
    id: 'price-drop-sms',
    name: 'Price Drop Alert',
    category: 'sms',
    description: 'Tell an interested lead that a home they liked just got cheaper.',
    tags: ['alerts', 'buyers'],
    body: 'Hi {name}, good news: a home you liked just dropped in price. Want me to set up a showing this week?',
  },
];

export const templateById = (id: string): StaticTemplate | undefined => STATIC_TEMPLATES.find((t) => t.id === id);

export const TemplateIdParams = z.object({
  id: z.enum(STATIC_TEMPLATES.map((t) => t.id) as [string, ...string[]], { error: 'That template does not exist.' }),
});

/** PUT /api/templates/{id}/favourite. */
export const TemplateFavouriteInput = strictBody({ favourite: z.boolean({ error: 'favourite must be true or false.' }) });

/** POST /api/template-requests: Request Custom. */
export const TemplateRequestInput = strictBody({
  category: z.enum(TEMPLATE_CATEGORIES, { error: 'Please choose phone, email or sms.' }),
  description: z
    .string({ error: 'Please describe the template you need.' })
    .trim()
    .min(10, { error: 'Please describe the template you need in at least 10 characters.' })
    .max(2000, { error: 'A request can be at most 2000 characters.' }),
});
export type TemplateRequestInput = z.input<typeof TemplateRequestInput>;

export interface TemplateStateResponse {
  /** Ids of the agent's favourite templates. */
  favourites: string[];
  /** The agent's saved SMS and email templates (from Use). */
  saved: AgentTemplateDto[];
}

export interface AgentTemplateDto {
  id: string;
  templateId: string;
  name: string;
  category: 'email' | 'sms';
  subject: string | null;
  body: string;
  createdAt: string;
}

/** POST /api/templates/{id}/use: what was made. */
export type TemplateUseResponse = { kind: 'ai-script'; aiScriptId: string } | { kind: 'saved-template'; template: AgentTemplateDto };

export interface TemplateRequestDto {
  id: string;
  userId: string;
  userEmail: string | null;
  category: TemplateCategory;
  description: string;
  status: 'open' | 'done';
  createdAt: string;
}
