import { type AssignPhoneNumberResponse, TwilioConfigureInput, TwilioPurchaseInput, TwilioValidateInput, type TwilioWizardResponse } from '@leadnest/contracts';
import { ApiError, apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { phoneKeys } from './keys';

/** The text a wizard call failed with: Twilio's reason (`error`), or the validation `message`. */
export function wizardError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body = JSON.parse(error.body) as { error?: unknown; message?: unknown };
    const text = typeof body.error === 'string' ? body.error : body.message;
    return typeof text === 'string' && text ? text : undefined;
  } catch {
    return undefined;
  }
}

const post = async <T>(url: string, body: unknown) => (await readJson<T>(await apiRequest('POST', url, body))) as T;

/** POST /api/twilio/validate: step 1. */
export const useValidateTwilio = () =>
  useMutation({
    mutationKey: [...phoneKeys.all, 'validate'],
    mutationFn: (input: TwilioValidateInput) => (TwilioValidateInput.parse(input), post<TwilioWizardResponse>('/api/twilio/validate', input)),
  });

/** POST /api/twilio/purchase: step 3. */
export const usePurchaseNumber = () =>
  useMutation({
    mutationKey: [...phoneKeys.all, 'purchase'],
    mutationFn: (input: TwilioPurchaseInput) => (TwilioPurchaseInput.parse(input), post<TwilioWizardResponse>('/api/twilio/purchase', input)),
  });

/** POST /api/twilio/configure: step 4, then the numbers list is refetched. */
export function useConfigureNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...phoneKeys.all, 'configure'],
    mutationFn: (input: TwilioConfigureInput) => (TwilioConfigureInput.parse(input), post<unknown>('/api/twilio/configure', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneKeys.all }),
  });
}

/** POST /api/assign-phone-number: a dedicated number from the platform's account. */
export function useAssignNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...phoneKeys.all, 'assign'],
    mutationFn: () => post<AssignPhoneNumberResponse>('/api/assign-phone-number', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneKeys.all }),
  });
}
