/**
 * The editor's words for the content's fields, by path (list positions as
 * `*`), then by field name; a field missing from both is named from its key.
 */
const BY_PATH: Readonly<Record<string, string>> = {
  heading: 'Hero heading',
  'meta.description': 'Description for search results and link previews',
  'chat.heading': 'Chat heading',
  'features.heading': 'Features heading',
  'howItWorks.heading': 'How it works heading',
  'form.heading': 'Form heading',
  'form.intro': 'Form introduction',
  'sections.*.heading': 'Section heading',
  'intro.*': 'Paragraph',
  'sections.*.paragraphs.*': 'Paragraph',
};

const BY_KEY: Readonly<Record<string, string>> = {
  meta: 'Search and link previews',
  subtitle: 'Subtitle',
  primaryCta: 'Main button',
  secondaryCta: 'Second button',
  chat: 'Sample chat',
  messages: 'Messages',
  from: 'From',
  text: 'Text',
  features: 'Features',
  cards: 'Feature cards',
  title: 'Title',
  howItWorks: 'How it works',
  steps: 'Steps',
  bannerNote: 'Banner note',
  perMonth: 'Price suffix',
  bestValue: 'Best value badge',
  planCta: 'Plan button',
  form: 'Sign-up form',
  intro: 'Introduction',
  planLegend: 'Plan choice legend',
  cardNote: 'Card note',
  submit: 'Submit button',
  tiles: 'Tiles',
  value: 'Value',
  label: 'Label',
  missionHeading: 'Mission heading',
  mission: 'Mission',
  effectiveDate: 'Effective date',
  sections: 'Sections',
  paragraphs: 'Paragraphs',
  plansHeading: 'Plans heading',
  plansIntro: 'Plans introduction',
  companyLinks: 'Company links',
  href: 'Link: a path (/about), https:// or mailto: address; empty for plain text',
};

/** What one entry of a list is called ("Add card"). */
const ITEM_BY_KEY: Readonly<Record<string, string>> = {
  messages: 'message',
  cards: 'card',
  steps: 'step',
  intro: 'paragraph',
  tiles: 'tile',
  sections: 'section',
  paragraphs: 'paragraph',
  companyLinks: 'link',
};

/** The chat's speakers. */
export const FROM_OPTIONS = [
  { value: 'lead', label: 'Lead' },
  { value: 'ai', label: 'Assistant' },
] as const;

const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const pattern = (path: readonly (string | number)[]) => path.map((p) => (typeof p === 'number' ? '*' : p)).join('.');

/** The label of the field at `path` (`['features', 'cards', 0, 'title']`). */
export function fieldLabel(path: readonly (string | number)[]): string {
  const exact = BY_PATH[pattern(path)];
  if (exact) return exact;
  const key = [...path].reverse().find((p): p is string => typeof p === 'string');
  return key ? (BY_KEY[key] ?? humanize(key)) : 'Field';
}

/** One entry of the list at `path` ("card"). */
export function itemName(path: readonly (string | number)[]): string {
  const key = [...path].reverse().find((p): p is string => typeof p === 'string');
  return (key && ITEM_BY_KEY[key]) ?? 'item';
}

/**
 * A field's path as the editor names it, for a server message
 * (`features.cards.0.title` → "Feature cards › Card 1 › Title").
 */
export function pathInWords(dotted: string): string {
  const parts = dotted.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const words: string[] = [];
  parts.forEach((part, i) => {
    const upTo = parts.slice(0, i + 1);
    if (typeof part === 'number') {
      const name = itemName(parts.slice(0, i));
      words.push(`${name.charAt(0).toUpperCase()}${name.slice(1)} ${part + 1}`);
    } else words.push(fieldLabel(upTo));
  });
  return words.join(' › ');
}
