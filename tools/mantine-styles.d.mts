import type { Plugin } from 'vite';

export const MANTINE_BASE_STYLES: readonly string[];
export function mantineCoreRoot(): string;
export function mantineStyleGraph(coreRoot?: string): { coreRoot: string; stylesFor(names: readonly string[]): string[] };
export function mantineImports(code: string): string[];
export function mantineStylesByUse(): Plugin;
