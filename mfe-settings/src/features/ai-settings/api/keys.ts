/** The one query-key factory for AI Settings (STYLE.md). */
export const aiSettingsKeys = {
  all: ['ai-settings'] as const,
  agent: (userId: string) => [...aiSettingsKeys.all, 'agent', userId] as const,
  scripts: (userId: string) => [...aiSettingsKeys.all, 'scripts', userId] as const,
  sample: (userId: string, personality: string) => [...aiSettingsKeys.all, 'sample', userId, personality] as const,
};
