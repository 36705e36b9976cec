/** The one query-key factory for billing (STYLE.md). */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: (userId: string) => [...billingKeys.all, 'subscription', userId] as const,
  invoices: (userId: string) => [...billingKeys.all, 'invoices', userId] as const,
};
