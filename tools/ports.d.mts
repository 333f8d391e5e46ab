export function freePort(): Promise<number>;
export function isPortFree(port: number): Promise<boolean>;
