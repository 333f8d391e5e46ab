import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_BASE_STYLES, mantineImports, mantineStyleGraph, mantineStylesByUse } from '../mantine-styles.mjs';

const graph = mantineStyleGraph();
const full = readFileSync(join(graph.coreRoot, 'styles.css'), 'utf8');

describe('Mantine styles by use (issue 17.7)', () => {
  it('gives a component its own stylesheet and those of the components it is built from, dependencies first', () => {
    expect(graph.stylesFor(['Button'])).toEqual(['UnstyledButton', 'Loader', 'Button']);
    const select = graph.stylesFor(['Select']);
    for (const part of ['Input', 'Combobox', 'Popover', 'ScrollArea']) expect(select).toContain(part);
    expect(select.indexOf('Input')).toBeLessThan(select.indexOf('Combobox'));
    const modal = graph.stylesFor(['Modal']);
    expect(modal.indexOf('ModalBase')).toBeLessThan(modal.indexOf('Modal'));
  });

  it('keeps the order of Mantine full stylesheet whatever order the names come in', () => {
    const styles = graph.stylesFor(['Tabs', 'Table', 'Badge', 'Alert', 'Text']);
    const offsets = styles.map((name) => full.indexOf(readFileSync(join(graph.coreRoot, 'styles', `${name}.css`), 'utf8').trim().slice(0, 300)));
    expect(offsets.every((at) => at >= 0)).toBe(true);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('gives nothing for what has no stylesheet: the provider, hooks, layout primitives without CSS, unknown names', () => {
    expect(graph.stylesFor(['MantineProvider', 'useMantineTheme', 'Box', 'NotAMantineExport'])).toEqual([]);
  });

  it('has a layered copy of every stylesheet it can name, and the base ones', () => {
    const names = [...MANTINE_BASE_STYLES, ...graph.stylesFor(['Select', 'Modal', 'Menu', 'Tabs', 'Checkbox', 'Radio', 'Stepper'])];
    expect(names.filter((name) => !existsSync(join(graph.coreRoot, 'styles', `${name}.layer.css`)))).toEqual([]);
  });

  it('reads the value imports of a module, not the type-only ones', () => {
    const code = [
      "import { Button, type ButtonProps, Select as Choice } from '@mantine/core';",
      'import type { MantineTheme, TextProps } from "@mantine/core";',
      "export { Badge } from '@mantine/core';",
      "import { useForm } from '@mantine/form';",
    ].join('\n');
    expect(mantineImports(code)).toEqual(['Button', 'Select', 'Badge']);
  });

  it('appends the stylesheets to the module, leaving its code where it was (its source map holds)', () => {
    const plugin = mantineStylesByUse();
    const code = "import { Button } from '@mantine/core';\nexport const A = () => Button;\n";
    const out = plugin.transform(code, '/repo/apps/x/src/a.tsx');
    expect(out.map).toBeNull();
    expect(out.code.startsWith(code)).toBe(true);
    const imported = [...out.code.slice(code.length).matchAll(/import "([^"]+)";/g)].map((m) => m[1]);
    expect(imported).toEqual(['UnstyledButton', 'Loader', 'Button'].map((name) => join(graph.coreRoot, 'styles', `${name}.layer.css`)));
    expect(plugin.transform('export const a = 1;', '/repo/a.ts')).toBeNull();
    expect(plugin.transform("import { Button } from '@mantine/core';", join(graph.coreRoot, 'esm/components/Button/Button.mjs'))).toBeNull();
    expect(plugin.transform("import { Button } from '@mantine/core';", '/repo/a.css')).toBeNull();
  });
});
