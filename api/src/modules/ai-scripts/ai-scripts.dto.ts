import type { AiScriptDto } from '@leadnest/contracts';

import type { AiScript } from './ai-script.model.js';

export function toAiScriptDto(script: AiScript): AiScriptDto {
  return {
    id: String(script._id),
    name: script.name,
    category: script.category,
    triggers: script.triggers,
    response: script.response,
    isActive: script.isActive,
    timesUsed: script.timesUsed ?? 0,
    repliesAfter: script.repliesAfter ?? 0,
    createdAt: script.createdAt.toISOString(),
    updatedAt: script.updatedAt.toISOString(),
  };
}
