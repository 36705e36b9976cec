import { type TeamInvitePreviewDto, TeamJoinInput } from '@leadnest/contracts';
import { ApiError, apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { joinKeys } from './keys';

/** Whether `token` has the shape of an invite token: one that has not is refused without asking the server. */
export const isTokenShaped = (token: string): boolean => TeamJoinInput.shape.token.safeParse(token).success;

/** GET /api/team/join?token=: what the link offers (no session needed), so the page can say it before sign-in. */
export async function fetchInvitePreview(token: string): Promise<TeamInvitePreviewDto> {
  return (await readJson<TeamInvitePreviewDto>(await apiRequest('GET', `/api/team/join?${new URLSearchParams({ token })}`))) as TeamInvitePreviewDto;
}

export const invitePreviewQueryOptions = (token: string) => queryOptions({ queryKey: joinKeys.preview(token), queryFn: () => fetchInvitePreview(token) });

export function useInvitePreview(token: string) {
  return useQuery({ ...invitePreviewQueryOptions(token), enabled: isTokenShaped(token) });
}

/** True when the server refused the link itself (unknown, used or expired: 404; malformed: 400), not when it could not answer. */
export function isInvalidInvite(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
