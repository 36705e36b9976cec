/**
 * How the dashboard's figures read: counts with thousands separators, and
 * the week's lead growth in words when there is no percentage to give.
 */

const counts = new Intl.NumberFormat('en-US');

/** 5000 → '5,000'. */
export const formatCount = (n: number): string => counts.format(n);

/**
 * The New Prospects card's secondary figure: this week's leads against the
 * week before. The API sends no percentage when the week before had no
 * leads (there is no percent of zero, and '+100%' would be untrue), so the
 * card says so in words, as analytics' trend cards do.
 */
export function weekGrowthText(recentLeads: number, leadsGrowth: string | null): string {
  const growth = leadsGrowth ?? (recentLeads > 0 ? 'new: none the week before' : 'no earlier data to compare');
  return `${formatCount(recentLeads)} this week (${growth})`;
}
