import { CAMPAIGN_MESSAGES as M, type ContactsAddedResponse } from '@leadnest/contracts';
import { ApiError, serverMessage } from '@leadnest/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

import { campaignKeys } from './keys';

/**
 * CSV import (POST /api/call-lists/import?name=… for a new list, or
 * /api/call-lists/{id}/import into a campaign; the body is the file as
 * text/csv). A 50,000-row file takes the server several seconds, so the
 * request goes through XMLHttpRequest: fetch cannot report upload progress.
 * The phases are real: bytes sent, then the server saving the rows (its
 * own duration is unknown, so that phase is shown as busy, not as a made-up
 * percentage).
 */
export type ImportPhase = { kind: 'idle' } | { kind: 'uploading'; sent: number; total: number } | { kind: 'saving'; since: number };

export interface ImportTarget {
  /** Import into this campaign; without it a new list named `name` is created. */
  listId?: string;
  name?: string;
  attestConsent: boolean;
}

/** The spec's toast title for each import error code the API sends (§8). */
const TITLES: Record<string, string> = {
  INVALID_CSV: M.invalidCsvTitle,
  MISSING_PHONE_COLUMN: M.missingPhoneColumnTitle,
  NO_PHONE_NUMBERS: M.noPhoneNumbersTitle,
};

export class ImportFailure extends Error {
  constructor(
    readonly title: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** An error answer as the toast shows it: the spec's title and the server's message. */
export function importFailureOf(status: number, body: string): ImportFailure {
  let code: string | undefined;
  try {
    code = (JSON.parse(body) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  const message = serverMessage(new ApiError(status, '', body)) ?? M.importFailed;
  return new ImportFailure((code && TITLES[code]) || M.importFailedTitle, message, code);
}

export function importUrl(target: ImportTarget): string {
  const query = new URLSearchParams();
  if (!target.listId && target.name?.trim()) query.set('name', target.name.trim());
  if (target.attestConsent) query.set('attestConsent', 'true');
  const path = target.listId ? `/api/call-lists/${encodeURIComponent(target.listId)}/import` : '/api/call-lists/import';
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

function send(file: Blob, target: ImportTarget, onPhase: (p: ImportPhase) => void, xhrRef: { current: XMLHttpRequest | null }): Promise<ContactsAddedResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    xhr.open('POST', importUrl(target));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.upload.onprogress = (e) => onPhase({ kind: 'uploading', sent: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.upload.onload = () => onPhase({ kind: 'saving', since: Date.now() });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as ContactsAddedResponse);
      else reject(importFailureOf(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ImportFailure(M.importFailedTitle, M.importFailed));
    xhr.onabort = () => reject(new ImportFailure(M.importFailedTitle, 'The import was cancelled.', 'ABORTED'));
    onPhase({ kind: 'uploading', sent: 0, total: file.size });
    xhr.send(file);
  });
}

/** The import as a hook: its phase for the progress bar, and the lists refreshed after. */
export function useImportCsv() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' });
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const run = useCallback(
    async (file: Blob, target: ImportTarget) => {
      try {
        return await send(file, target, setPhase, xhrRef);
      } finally {
        setPhase({ kind: 'idle' });
        xhrRef.current = null;
        void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      }
    },
    [queryClient],
  );
  const cancel = useCallback(() => xhrRef.current?.abort(), []);
  return { run, cancel, phase, busy: phase.kind !== 'idle' };
}

/** Whether the file's header row has its own consent column (then no attestation is asked); same words as the server's. */
export async function hasConsentColumn(file: Blob): Promise<boolean> {
  const head = await file.slice(0, 64 * 1024).text();
  const header =
    head
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((line) => line.trim()) ?? '';
  return /consent|opt[- ]?in/i.test(header);
}
