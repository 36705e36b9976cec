import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { filterParams, type LeadFilters } from '../api/keys';
import { filtersOfSearch, leadIdOfLocation } from '../lib/url-state';

/**
 * The list's state lives in the URL: filters, search and order in
 * the query (/leads?stage=&source=&q=&sort=), the open lead in the path
 * (/leads/{id}), so reload, Back and a shared link keep them. A keystroke
 * replaces the history entry; a filter, order or lead change adds one.
 */
export function useLeadsUrl() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersOfSearch(search), [search]);
  const selectedId = leadIdOfLocation(pathname, search);

  const go = useCallback(
    (id: string | null, next: LeadFilters, replace: boolean) => {
      const query = filterParams(next).toString();
      navigate(`${id ? `/leads/${id}` : '/leads'}${query ? `?${query}` : ''}`, { replace });
    },
    [navigate],
  );

  return {
    filters,
    selectedId,
    setFilters: (next: LeadFilters, options: { replace?: boolean } = {}) => go(selectedId, next, options.replace ?? false),
    select: (id: string | null) => go(id, filters, false),
  };
}
