import { CAMPAIGN_MESSAGES as M, type ContactsAddedResponse } from '@leadnest/contracts';
import { Types } from 'mongoose';

import { BadRequestError } from '../../lib/errors.js';
import { type CallList, CallListModel } from './call-list.model.js';
import type { ContactConsent } from './call-list-contact.model.js';
import { toCallListDto } from './campaigns.dto.js';
import { DEFAULT_SCRIPT, refreshCounters } from './campaigns.service.js';
import { addContactRows } from './contacts.service.js';
import { parseContactsCsv } from './csv-import.js';

/** What the agent ticks in the Import Number Lists dialog, stored as each contact's consent source. */
export const ATTESTATION_TEXT = 'The agent attested at import that every contact in this file gave prior express written consent to AI calls.';

export function attestedConsent(attested: boolean, now = new Date()): ContactConsent | null {
  return attested ? { method: 'import-attested', at: now, source: ATTESTATION_TEXT } : null;
}

/**
 * Imports a CSV into a list, or into a new list named `newListName`
 * ('Imported List' when blank). Without the attestation the import is
 * refused unless the file has its own consent column.
 */
export async function importCsv(
  userId: string,
  target: CallList | { newListName: string | undefined },
  text: string,
  attested: boolean,
): Promise<ContactsAddedResponse> {
  const now = new Date();
  const parsed = parseContactsCsv(text, attestedConsent(attested, now), now);
  if (!attested && !parsed.hasConsentColumn) throw new BadRequestError(M.consentRequired, undefined, { code: 'CONSENT_ATTESTATION_REQUIRED' });
  const list =
    'newListName' in target
      ? (
          await CallListModel.create({
            userId: new Types.ObjectId(userId),
            name: target.newListName?.trim() || M.importedList,
            script: DEFAULT_SCRIPT,
            status: 'active',
            timeZones: [],
          })
        ).toObject()
      : target;
  const added = await addContactRows(list, parsed.rows);
  const saved = await refreshCounters(list._id);
  return { callList: toCallListDto(saved!), ...added };
}
