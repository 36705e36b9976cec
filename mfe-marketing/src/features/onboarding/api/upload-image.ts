import { checkUploadFile, type UploadKind, type UploadResponse } from '@leadnest/contracts';
import { ApiError, profileQueryKey, readJson, throwIfNotOk } from '@leadnest/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/user/uploads/{photo|logo}: the file itself is the body, exactly
 * as @leadnest/contracts uploads.ts shows. Checked in the browser first
 * (type and size); the server sniffs the bytes and has the last word.
 */
export async function uploadImage(kind: UploadKind, file: File): Promise<UploadResponse> {
  const problem = checkUploadFile(file);
  if (problem) throw new ApiError(400, 'Bad Request', JSON.stringify({ message: problem }));
  const res = await fetch(`/api/user/uploads/${kind}`, {
    method: 'POST',
    body: file,
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
  await throwIfNotOk(res);
  const answer = await readJson<UploadResponse>(res);
  if (!answer) throw new Error('The upload answer was empty.');
  return answer;
}

export function useUploadImage(kind: UploadKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'uploads', kind],
    mutationFn: (file: File) => uploadImage(kind, file),
    // The profile's photoUrl/logoUrl changed: the wizard shows it again when step 1 comes back.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
