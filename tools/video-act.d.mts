export type Queryable = { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
export function createVideoAct(db: Queryable, people: { notaryPin: string; partyPins: [string, string] }): Promise<{ actId: string; vehicleId: string }>;
export function deleteVideoAct(db: Queryable, act: { actId?: string; vehicleId?: string }): Promise<void>;
