export type LeadIdentity = { userId: string; tenantId: string; email: string };
