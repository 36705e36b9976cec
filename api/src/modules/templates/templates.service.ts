import {
  type AgentTemplateDto,
  templateById,
  type TemplateRequestDto,
  type TemplateRequestInput,
  type TemplateStateResponse,
  type TemplateUseResponse,
} from '@leadnest/contracts';
import { Types } from 'mongoose';
import type { z } from 'zod';

import { NotFoundError } from '../../lib/errors.js';
import { findUser } from '../agent-settings/profile.service.js';
import { createAiScript } from '../ai-scripts/ai-scripts.service.js';
import { type AgentTemplate, AgentTemplateModel, TemplateFavouriteModel, type TemplateRequest, TemplateRequestModel } from './template.model.js';

// The template collections have one owner, this module.

const toSaved = (t: AgentTemplate): AgentTemplateDto => ({
  id: String(t._id),
  templateId: t.templateId,
  name: t.name,
  category: t.category,
  subject: t.subject ?? null,
  body: t.body,
  createdAt: t.createdAt.toISOString(),
});

/** The agent's favourites and saved templates. */
export async function templateState(userId: string): Promise<TemplateStateResponse> {
  const owner = new Types.ObjectId(userId);
  const [favourites, saved] = await Promise.all([
    TemplateFavouriteModel.find({ userId: owner }).lean(),
    AgentTemplateModel.find({ userId: owner }).sort({ createdAt: -1 }).lean<AgentTemplate[]>(),
  ]);
  return { favourites: favourites.map((f) => f.templateId), saved: saved.map(toSaved) };
}

/** Marks or unmarks a favourite (idempotent both ways). */
export async function setFavourite(userId: string, templateId: string, favourite: boolean): Promise<TemplateStateResponse> {
  const key = { userId: new Types.ObjectId(userId), templateId };
  if (favourite) await TemplateFavouriteModel.updateOne(key, { $setOnInsert: key }, { upsert: true });
  else await TemplateFavouriteModel.deleteOne(key);
  return templateState(userId);
}

/** Use: a phone script becomes an active AI script (its triggers and words); an SMS or email template is saved to the agent's templates. */
export async function useTemplate(userId: string, templateId: string): Promise<TemplateUseResponse> {
  const template = templateById(templateId);
  if (!template) throw new NotFoundError('That template does not exist.');
  if (template.category === 'phone') {
    const script = await createAiScript(userId, {
      name: template.name,
      category: template.id.startsWith('seller') ? 'seller' : 'buyer',
      triggers: template.triggers ?? [],
      response: template.body,
      isActive: true,
    });
    return { kind: 'ai-script', aiScriptId: String(script._id) };
  }
  const saved = await AgentTemplateModel.create({
    userId,
    templateId,
    name: template.name,
    category: template.category,
    subject: template.subject,
    body: template.body,
  });
  return { kind: 'saved-template', template: toSaved(saved.toObject()) };
}

export async function requestCustomTemplate(userId: string, input: z.output<typeof TemplateRequestInput>): Promise<TemplateRequestDto> {
  const request = await TemplateRequestModel.create({ userId, ...input });
  return toRequestDto(request.toObject(), (await findUser(userId))?.email ?? null);
}

const toRequestDto = (r: TemplateRequest, userEmail: string | null): TemplateRequestDto => ({
  id: String(r._id),
  userId: String(r.userId),
  userEmail,
  category: r.category,
  description: r.description,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

/** Requests for the admins (every agent's), or an agent's own, newest first. */
export async function listTemplateRequests(filter: { userId?: string }): Promise<TemplateRequestDto[]> {
  const rows = await TemplateRequestModel.find(filter.userId ? { userId: new Types.ObjectId(filter.userId) } : {})
    .sort({ createdAt: -1 })
    .limit(500)
    .lean<TemplateRequest[]>();
  const emails = new Map<string, string | null>();
  for (const id of new Set(rows.map((r) => String(r.userId)))) emails.set(id, (await findUser(id))?.email ?? null);
  return rows.map((r) => toRequestDto(r, emails.get(String(r.userId)) ?? null));
}
