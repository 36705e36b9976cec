import { createContext, useContext } from 'react';

/**
 * The title of the page being rendered, from the route table. The page
 * switch of a remote provides it, so a page's frame shows the title without
 * the page typing it again.
 */
export const PageTitleContext = createContext<string | undefined>(undefined);

/** The current page's title from the route table, or undefined outside a page switch. */
export function usePageTitle(): string | undefined {
  return useContext(PageTitleContext);
}
