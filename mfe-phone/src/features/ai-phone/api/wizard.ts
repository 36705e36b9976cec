import { type AssignPhoneNumberResponse, TwilioConfigureInput, TwilioPurchaseInput, TwilioValidateInput, type TwilioWizardResponse } from '@leadnest/contracts';
import { ApiError, apiRequest, readJson } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { phoneKeys } from './keys';

/** The contract refused the input before anything was sent; the message is the contract's own. */
class InputRefusedError extends Error {}

interface Contract {
  safeParse(input: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/** `input`, once its contract accepts it; else an InputRefusedError with the contract's first message. */
function checked<T>(contract: Contract, input: T): T {
  const result = contract.safeParse(input);
  if (!result.success) throw new InputRefusedError(result.error?.issues[0]?.message ?? 'Please check what you entered.');
  return input;
}

/** The text a wizard call failed with: Twilio's reason (`error`), the validation `message`, or the contract's words for input it refused before sending. */
export function wizardError(error: unknown): string | undefined {
  if (error instanceof InputRefusedError) return error.message;
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
    mutationFn: (input: TwilioValidateInput) => post<TwilioWizardResponse>('/api/twilio/validate', checked(TwilioValidateInput, input)),
  });

/** POST /api/twilio/purchase: step 3. */
export const usePurchaseNumber = () =>
  useMutation({
    mutationKey: [...phoneKeys.all, 'purchase'],
    mutationFn: (input: TwilioPurchaseInput) => post<TwilioWizardResponse>('/api/twilio/purchase', checked(TwilioPurchaseInput, input)),
  });

/** POST /api/twilio/configure: step 4, then the numbers list is refetched. */
export function useConfigureNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...phoneKeys.all, 'configure'],
    mutationFn: (input: TwilioConfigureInput) => post<unknown>('/api/twilio/configure', checked(TwilioConfigureInput, input)),
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
