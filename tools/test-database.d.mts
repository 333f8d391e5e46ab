export type TestDatabase = {
  url: string;
  name: string;
  /** Drops the database and lets go of the server. */
  drop: () => Promise<void>;
  /** Lets go of the server and keeps the database (an embedded server stops). */
  close: () => Promise<void>;
};
export function createTestDatabase(prefix?: string): Promise<TestDatabase>;
