import type { PhoneSettingsDto, PhoneSettingsInput } from '@leadnest/contracts';
import { Types } from 'mongoose';
import type { z } from 'zod';

import { DEFAULT_PHONE_SETTINGS, type PhoneSettings, phoneSettingsCache, PhoneSettingsModel } from './phone-settings.model.js';
import { providerReady } from './twilio-accounts.js';

export type PhoneSettingsValues = Omit<PhoneSettings, '_id' | 'userId'>;

/** The agent's phone and SMS settings, the spec's defaults where none are saved. */
export async function phoneSettingsOf(userId: string): Promise<PhoneSettingsValues> {
  let saved = phoneSettingsCache.get(userId);
  if (saved === undefined) {
    const ticket = phoneSettingsCache.ticket();
    saved = await PhoneSettingsModel.findOne({ userId }, { _id: 0, userId: 0 }).lean<Partial<PhoneSettingsValues>>();
    phoneSettingsCache.set(userId, saved ?? null, ticket);
  }
  return { ...DEFAULT_PHONE_SETTINGS, ...stripUnset(saved ?? {}) };
}

function stripUnset<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(o).filter(([k, v]) => v !== undefined && v !== null && !['createdAt', 'updatedAt', '__v'].includes(k)),
  ) as Partial<T>;
}

export async function phoneSettingsDto(userId: string): Promise<PhoneSettingsDto> {
  const values = await phoneSettingsOf(userId);
  return {
    voiceType: values.voiceType,
    speakingRate: values.speakingRate,
    recordingEnabled: values.recordingEnabled,
    smsEnabled: values.smsEnabled,
    smsResponseSpeed: values.smsResponseSpeed,
    smsHours: values.smsHours,
    providerReady: await providerReady(userId),
  };
}

/** Saves the fields sent (voice settings, SMS switch and timing). */
export async function savePhoneSettings(userId: string, input: z.output<typeof PhoneSettingsInput> | { smsEnabled: boolean }): Promise<PhoneSettingsDto> {
  const set = stripUnset(input as Record<string, unknown>);
  await PhoneSettingsModel.updateOne({ userId: new Types.ObjectId(userId) }, { $set: set }, { upsert: true });
  return phoneSettingsDto(userId);
}
