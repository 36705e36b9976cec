import type { CapturePageDto } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { capturePageKeys } from './keys';

/** GET /api/lead-capture-pages: the signed-in user's pages, each with its publicUrl. */
export async function fetchCapturePages(): Promise<CapturePageDto[]> {
  return (await readJson<CapturePageDto[]>(await apiRequest('GET', '/api/lead-capture-pages'))) ?? [];
}

export const capturePagesQueryOptions = () => queryOptions({ queryKey: capturePageKeys.list(), queryFn: fetchCapturePages });

export function useCapturePages() {
  return useQuery(capturePagesQueryOptions());
}
