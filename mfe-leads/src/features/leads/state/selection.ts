import { atom } from 'jotai';

/**
 * The leads ticked for a bulk action. The list's rows tick them, the bulk
 * bar acts on them and clears them, the page clears them when the list on
 * screen changes. One store per mount of the page (LeadsPage's Provider):
 * another mount starts with none, and leaving the page drops them
 * (docs/decisions/0028-client-state.md).
 */
export const checkedIdsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** `ids` with `id` ticked or unticked (a new set; the old one is never changed). */
export function withChecked(ids: ReadonlySet<string>, id: string, checked: boolean): ReadonlySet<string> {
  if (ids.has(id) === checked) return ids;
  const next = new Set(ids);
  if (checked) next.add(id);
  else next.delete(id);
  return next;
}

/** The loaded leads that are ticked, in the list's order (a tick on a row no longer loaded is not acted on). */
export function checkedOf<T extends { id: string }>(leads: readonly T[], ids: ReadonlySet<string>): T[] {
  return ids.size === 0 ? [] : leads.filter((l) => ids.has(l.id));
}

/** Ticks or unticks one lead. */
export const checkAtom = atom(null, (get, set, id: string, checked: boolean) => set(checkedIdsAtom, withChecked(get(checkedIdsAtom), id, checked)));

/** Unticks every lead (Clear, after a bulk action, and when another filter, search or order is shown). */
export const clearCheckedAtom = atom(null, (get, set) => {
  if (get(checkedIdsAtom).size > 0) set(checkedIdsAtom, new Set<string>());
});
