import { checkUploadFile, UPLOAD_ACCEPT, type UploadKind } from '@leadnest/contracts';
import { serverMessage } from '@leadnest/session';
import { FieldError, theme } from '@leadnest/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';

import { useUploadImage } from '../api/upload-image';

const StyledBox = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${theme.radii.md};
    border: 1px solid ${theme.colors.border};
  }
`;

export interface ImageUploadProps {
  kind: UploadKind;
  label: string;
  /** Uploads need a session; signed out, the input is disabled with a note. */
  signedIn: boolean;
  /** The image already uploaded (from the profile), shown until a new one replaces it. */
  savedUrl?: string;
}

/** One image upload (PNG, JPEG or WebP, 5 MB at most): checked here, stored by the API, shown once uploaded. */
export function ImageUpload({ kind, label, signedIn, savedUrl }: ImageUploadProps) {
  const id = useId();
  const upload = useUploadImage(kind);
  const [error, setError] = useState<string>();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = checkUploadFile(file);
    setError(problem);
    if (problem) return;
    upload.mutate(file, { onError: (err) => setError(serverMessage(err) ?? 'The upload failed. Please try again.') });
  };

  return (
    <StyledBox>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept={UPLOAD_ACCEPT} disabled={!signedIn || upload.isPending} onChange={(e) => onFile(e.target.files?.[0])} />
      {!signedIn ? <small>Sign in to upload images.</small> : <small>PNG, JPEG or WebP, up to 5 MB.</small>}
      {upload.isPending ? <small role="status">Uploading...</small> : null}
      {(upload.data?.url ?? savedUrl) && !error ? <img src={upload.data?.url ?? savedUrl} alt={`Uploaded ${label.toLowerCase()}`} /> : null}
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </StyledBox>
  );
}
