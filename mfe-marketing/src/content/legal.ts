/** A legal page: sections of paragraphs. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** The page's title is the route table's (`@leadnest/remotes`). */
export interface LegalDocument {
  effectiveDate: string;
  intro: string;
  sections: readonly LegalSection[];
}
