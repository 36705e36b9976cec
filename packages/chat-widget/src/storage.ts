/**
 * What the widget keeps across page loads, per agent: the visitor token the
 * server issued and the last message number seen. localStorage can be
 * missing or throw (disabled storage, private modes, quota): the widget then
 * simply forgets between loads.
 */
export interface SavedChat {
  token: string;
  lastSeq: number;
}

export interface ChatStorage {
  load(): SavedChat | null;
  save(chat: SavedChat): void;
  clear(): void;
}

export const storageKey = (agentId: string) => `leadnest-chat:${agentId}`;

export function createStorage(agentId: string, store: () => Storage = () => localStorage): ChatStorage {
  const key = storageKey(agentId);
  return {
    load() {
      try {
        const saved = JSON.parse(store().getItem(key) ?? 'null') as Partial<SavedChat> | null;
        if (typeof saved?.token !== 'string' || !saved.token) return null;
        const lastSeq = Number(saved.lastSeq);
        return { token: saved.token, lastSeq: Number.isInteger(lastSeq) && lastSeq > 0 ? lastSeq : 0 };
      } catch {
        return null;
      }
    },
    save(chat) {
      try {
        store().setItem(key, JSON.stringify(chat));
      } catch {
        // storage unavailable: the conversation lasts for this page only
      }
    },
    clear() {
      try {
        store().removeItem(key);
      } catch {
        // nothing kept, nothing to clear
      }
    },
  };
}
