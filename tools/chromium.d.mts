export const CHROMIUM: string;
export function chromiumArgs(options?: { fakeVideo?: string }): string[];
