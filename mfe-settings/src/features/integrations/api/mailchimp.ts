import { type MailchimpAudienceDto, MailchimpAudienceInput, type MailchimpAudiencesResponse } from '@leadnest/contracts';
import { apiRequest, readJson } from '@leadnest/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { integrationKeys } from './integrations';

/** Mailchimp's audiences sit under the integrations key, so a connect or disconnect reads them again. */
export const mailchimpKeys = { audiences: () => [...integrationKeys.all, 'mailchimp', 'audiences'] as const };

/** GET /api/integrations/mailchimp/audiences: the connected account's audiences and the chosen one. */
export async function fetchAudiences(): Promise<MailchimpAudiencesResponse> {
  return (await readJson<MailchimpAudiencesResponse>(await apiRequest('GET', '/api/integrations/mailchimp/audiences'))) ?? { audiences: [], selectedId: null };
}

export const audiencesQueryOptions = () => queryOptions({ queryKey: mailchimpKeys.audiences(), queryFn: fetchAudiences });

export function useAudiences(enabled: boolean) {
  return useQuery({ ...audiencesQueryOptions(), enabled });
}

/** PUT /api/integrations/mailchimp/audience: where new leads go from now on. */
export function useChooseAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...mailchimpKeys.audiences(), 'choose'],
    mutationFn: async (audienceId: string) => {
      const body = MailchimpAudienceInput.parse({ audienceId });
      return (
        (await readJson<{ audience: Pick<MailchimpAudienceDto, 'id' | 'name'> }>(await apiRequest('PUT', '/api/integrations/mailchimp/audience', body)))
          ?.audience ?? null
      );
    },
    onSuccess: (audience) => {
      if (audience) queryClient.setQueryData<MailchimpAudiencesResponse>(mailchimpKeys.audiences(), (old) => (old ? { ...old, selectedId: audience.id } : old));
    },
  });
}
