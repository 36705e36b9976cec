import { DEFAULT_TIME_ZONE } from '@leadnest/assistant-engine';
import { DEFAULT_ADVANCED_SETTINGS, type UserProfileDto } from '@leadnest/contracts';
import { isPlanTier } from '@leadnest/plans';
import type { Types } from 'mongoose';

import { canEditContent } from '../identity/identity.service.js';
import type { User } from './profile.service.js';

const uploadUrl = (id: Types.ObjectId | undefined): string | null => (id ? `/api/uploads/${String(id)}` : null);

/** The one place that decides what of a user leaves the server (the account and its settings): never hashes or tokens. */
export function toProfile(user: User): UserProfileDto {
  return {
    id: String(user._id),
    email: user.email,
    role: user.role,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    fullName: user.fullName ?? null,
    plan: isPlanTier(user.plan) ? user.plan : null,
    brokerage: user.brokerage ?? null,
    serviceArea: user.serviceArea ?? null,
    phone: user.phone ?? null,
    licenseNumber: user.licenseNumber ?? null,
    aiPersonality: user.aiPersonality,
    isAiCallingEnabled: user.isAiCallingEnabled,
    advancedSettings: { ...DEFAULT_ADVANCED_SETTINGS, ...stripUndefined(user.advancedSettings ?? {}) },
    dedicatedPhoneNumber: user.dedicatedPhoneNumber ?? null,
    emailVerified: Boolean(user.emailVerifiedAt),
    photoUrl: uploadUrl(user.photoUploadId),
    logoUrl: uploadUrl(user.logoUploadId),
    aiObjectives: { chatObjective: user.aiObjectives?.chatObjective || null, phoneObjective: user.aiObjectives?.phoneObjective || null },
    aiAssistantPaused: Boolean(user.aiAssistantPaused),
    createdAt: user.createdAt.toISOString(),
    timeZone: user.timeZone || DEFAULT_TIME_ZONE,
    pendingEmail: user.emailChange && user.emailChange.expiresAt > new Date() ? user.emailChange.newEmail : null,
    canEditContent: canEditContent(user),
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * A team member's profile (docs/decisions/0034-teams.md): they work under
 * the owner's plan, and one who is not the owner says their role, so the
 * app hides what the owner manages.
 */
export function memberProfile(
  profile: UserProfileDto,
  accountPlan: string | null | undefined,
  teamRole: 'owner' | 'admin' | 'agent' | undefined,
): UserProfileDto {
  const role = teamRole === 'admin' || teamRole === 'agent' ? { teamRole } : {};
  return { ...profile, plan: (accountPlan ?? null) as UserProfileDto['plan'], ...role };
}
