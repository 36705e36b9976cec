import { z } from 'zod';

/**
 * The marketing pages' copy as data (docs/decisions/0039-marketing-content.md):
 * one zod schema per page, used by the API to validate a draft and by
 * mfe-marketing to type what its pages render. Prices are not here: they stay
 * in the plan catalogue (@leadnest/plans). Pages import these types only
 * (`import type`), so a visitor's page never downloads zod for them.
 */

/** A required line of copy: trimmed, not empty, at most `max` characters. */
const copy = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max.toLocaleString('en-US')} characters`);

/** What search engines and link previews read for the page (its title is the route table's). */
export const PageMeta = z.object({
  description: copy(300),
});

const TitledText = z.object({ title: copy(80), text: copy(400) });

export const HomeContent = z.object({
  meta: PageMeta,
  /** The hero's main heading (the page's h1). */
  heading: copy(120),
  subtitle: copy(400),
  primaryCta: copy(40),
  secondaryCta: copy(40),
  chat: z.object({
    heading: copy(120),
    messages: z
      .array(z.object({ from: z.enum(['lead', 'ai']), text: copy(400) }))
      .min(1, 'At least 1 message')
      .max(12, 'At most 12 messages'),
  }),
  features: z.object({
    heading: copy(120),
    cards: z.array(TitledText).min(1, 'At least 1 card').max(9, 'At most 9 cards'),
  }),
  howItWorks: z.object({
    heading: copy(120),
    steps: z.array(TitledText).min(1, 'At least 1 step').max(6, 'At most 6 steps'),
  }),
});
export type HomeContent = z.infer<typeof HomeContent>;

export const PricingContent = z.object({
  meta: PageMeta,
  subtitle: copy(400),
  bannerNote: copy(80),
  perMonth: copy(20),
  bestValue: copy(40),
  planCta: copy(40),
  form: z.object({
    heading: copy(120),
    intro: copy(400),
    planLegend: copy(80),
    cardNote: copy(600),
    submit: copy(40),
  }),
});
export type PricingContent = z.infer<typeof PricingContent>;

export const AboutContent = z.object({
  meta: PageMeta,
  subtitle: copy(400),
  intro: z.array(copy(1200)).min(1, 'At least 1 paragraph').max(8, 'At most 8 paragraphs'),
  tiles: z
    .array(z.object({ value: copy(12), label: copy(120) }))
    .min(1, 'At least 1 tile')
    .max(8, 'At most 8 tiles'),
  missionHeading: copy(120),
  mission: copy(1200),
});
export type AboutContent = z.infer<typeof AboutContent>;

const LegalSection = z.object({
  heading: copy(160),
  paragraphs: z.array(copy(4000)).min(1, 'At least 1 paragraph').max(20, 'At most 20 paragraphs'),
});

export const LegalContent = z.object({
  meta: PageMeta,
  /** The day the text takes effect, as a calendar date (YYYY-MM-DD); shown in words. */
  effectiveDate: z.iso.date('A date as YYYY-MM-DD'),
  intro: copy(2000),
  sections: z.array(LegalSection).min(1, 'At least 1 section').max(40, 'At most 40 sections'),
});
export type LegalContent = z.infer<typeof LegalContent>;
export type LegalSection = z.infer<typeof LegalSection>;

/** The terms also introduce the plan list, whose prices come from the plan catalogue. */
export const TermsContent = LegalContent.extend({
  plansHeading: copy(160),
  plansIntro: copy(400),
});
export type TermsContent = z.infer<typeof TermsContent>;

/** A footer link: a path on this site (/about) or an https:// address; without one the label is plain text. */
const FooterHref = z
  .string()
  .trim()
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/, 'A path such as /about, an https:// address or a mailto: address');

export const FooterContent = z.object({
  companyLinks: z
    .array(z.object({ label: copy(40), href: FooterHref.optional() }))
    .min(1, 'At least 1 link')
    .max(8, 'At most 8 links'),
});
export type FooterContent = z.infer<typeof FooterContent>;

/**
 * The footer's Company links until a footer is published: the shell shows
 * them and the editor starts from them. Here, not in the shell or the
 * marketing remote, because both need them and neither imports the other
 * (docs/decisions/0039-marketing-content.md).
 */
export const FOOTER_DEFAULT_CONTENT: FooterContent = {
  companyLinks: [{ label: 'About', href: '/about' }, { label: 'Careers' }, { label: 'Press' }, { label: 'Contact' }],
};

/** Every editable document, by name. */
export const CONTENT_SCHEMAS = {
  home: HomeContent,
  pricing: PricingContent,
  about: AboutContent,
  privacy: LegalContent,
  terms: TermsContent,
  footer: FooterContent,
} as const;

export type ContentPage = keyof typeof CONTENT_SCHEMAS;
export const CONTENT_PAGES = Object.keys(CONTENT_SCHEMAS) as ContentPage[];
export type ContentOf<P extends ContentPage> = z.infer<(typeof CONTENT_SCHEMAS)[P]>;

/** Where each page is shown (the footer is on every page). */
export const CONTENT_PAGE_PATHS: Record<ContentPage, string | null> = {
  home: '/',
  pricing: '/pricing',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  footer: null,
};

/** How the editor names each document. */
export const CONTENT_PAGE_LABELS: Record<ContentPage, string> = {
  home: 'Home',
  pricing: 'Pricing',
  about: 'About',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  footer: 'Footer',
};

export const isContentPage = (value: string): value is ContentPage => Object.hasOwn(CONTENT_SCHEMAS, value);

/** The query of a public page that shows its draft to a marketer (visitors get the published page). */
export const CONTENT_PREVIEW_PARAM = 'preview';
export const CONTENT_PREVIEW_VALUE = 'draft';

// ---- API answers (GET/PUT/POST /api/content/…) ----

export interface ContentAuthor {
  id: string;
  email: string;
  name?: string;
}

/** GET /api/content/{page}: the version visitors see; `content` is null (version 0) before anything is published, and the page shows the copy it was released with. */
export interface PublishedContentResponse<P extends ContentPage = ContentPage> {
  page: P;
  version: number;
  content: ContentOf<P> | null;
  publishedAt: string | null;
}

/** GET /api/content/{page}?version=draft and PUT /api/content/{page}/draft; `content` is null when there is no draft. */
export interface DraftContentResponse<P extends ContentPage = ContentPage> {
  page: P;
  content: ContentOf<P> | null;
  savedAt: string | null;
  savedBy: ContentAuthor | null;
  /** The published version the draft was started from (0: the built-in copy). */
  basedOn: number;
}

export type ContentVersionStatus = 'published' | 'scheduled' | 'superseded' | 'cancelled';

/** One row of GET /api/content/{page}/versions (newest first); `live` marks what visitors see now. */
export interface ContentVersionSummary {
  version: number;
  status: ContentVersionStatus;
  live: boolean;
  createdAt: string;
  createdBy: ContentAuthor;
  /** When it went (or goes) live. */
  publishAt: string;
  /** Set on a rollback: the version whose content this one repeats. */
  rolledBackFrom?: number;
}

export interface ContentVersionsResponse<P extends ContentPage = ContentPage> {
  page: P;
  versions: ContentVersionSummary[];
}

/** GET /api/content/{page}?version=N (marketing role): one version's content, for comparing and rollback previews. */
export interface ContentVersionResponse<P extends ContentPage = ContentPage> extends ContentVersionSummary {
  page: P;
  content: ContentOf<P>;
}

/** POST /api/content/{page}/publish: now, or at a later time (a durable job publishes it then). */
export const PublishContentInput = z.object({
  at: z.iso.datetime({ offset: true, message: 'A date and time with its offset (ISO 8601)' }).optional(),
});
export type PublishContentInput = z.infer<typeof PublishContentInput>;

/** POST /api/content/{page}/rollback: publishes a copy of an earlier version now. */
export const RollbackContentInput = z.object({
  version: z.number().int('A whole version number').min(1, 'A version number from the history'),
});
export type RollbackContentInput = z.infer<typeof RollbackContentInput>;

/** POST /api/content/{page}/publish and /rollback answer the version they made. */
export interface PublishContentResponse {
  page: ContentPage;
  version: ContentVersionSummary;
}

/** PUT /api/admin/content-editors { email, granted }: an admin gives or takes the marketing role. */
export const ContentEditorGrantInput = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('A valid email address')),
  granted: z.boolean(),
});
export type ContentEditorGrantInput = z.infer<typeof ContentEditorGrantInput>;

export interface ContentEditorsResponse {
  editors: { id: string; email: string; name?: string; grantedAt: string | null }[];
}

export const CONTENT_MESSAGES = {
  noDraft: 'There is no draft to publish. Save a draft first.',
  pastTime: 'Choose a time in the future, or publish now.',
  unknownVersion: 'That version is not in the history.',
  unknownPage: 'There is no such page. Pages: home, pricing, about, privacy, terms, footer.',
  notEditor: 'Only marketing editors can do this. Ask an admin for the marketing role.',
  published: 'Published: visitors see it on their next page load.',
  scheduled: 'Scheduled',
  rolledBack: 'Rolled back',
  draftSaved: 'Draft saved',
} as const;
