import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A tab id kept in a search parameter: the id in the address when it is one
 * of `ids`, else the first. Choosing a tab replaces the history entry (tabs
 * are not pages: Back leaves the screen) and keeps the other parameters.
 */
export function useTabParam<Id extends string>(param: string, ids: readonly Id[]): [Id, (id: Id) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const selected = (ids as readonly string[]).includes(raw ?? '') ? (raw as Id) : ids[0]!;
  const select = useCallback(
    (id: Id) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(param, id);
          return next;
        },
        { replace: true },
      ),
    [param, setParams],
  );
  return [selected, select];
}
