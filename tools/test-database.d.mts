export type TestDatabase = { url: string; name: string; drop: () => Promise<void> };
export function createTestDatabase(prefix?: string): Promise<TestDatabase>;
