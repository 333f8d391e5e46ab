import { Trans } from '@lingui/react/macro';
import { Box, Text } from '@mantine/core';
import type { DefectField } from '@notary/domain/contracts';
import { createContext, useContext, type ReactNode } from 'react';

type Target = DefectField['target'];

const DefectsContext = createContext<readonly DefectField[]>([]);

/** The fields the notary marked, for the card's views while the act is back in Preparation. */
export function DefectsProvider({ fields, children }: { fields: readonly DefectField[]; children: ReactNode }) {
  return <DefectsContext.Provider value={fields}>{children}</DefectsContext.Provider>;
}

export function useDefectFields(): readonly DefectField[] {
  return useContext(DefectsContext);
}

/** The notary's mark on one field (its note, '' for a mark without one), or null. */
export function findDefect(fields: readonly DefectField[], target: Target, targetId: string | null, field: string): DefectField | null {
  return fields.find((f) => f.target === target && f.field === field && (f.target === 'act' || f.targetId === targetId)) ?? null;
}

/** Whether a party or a subject has any marked field. */
export function hasDefects(fields: readonly DefectField[], target: Exclude<Target, 'act'>, targetId: string): boolean {
  return fields.some((f) => f.target === target && f.targetId === targetId);
}

type Item = { label: ReactNode; value: ReactNode; testId?: string };

/** A field's value with the notary's mark: outlined in red, with the note under it. */
export function MarkedValue({ defect, children }: { defect: DefectField; children: ReactNode }) {
  return (
    <Box
      component="span"
      display="block"
      px={6}
      py={2}
      style={{ border: '2px solid var(--mantine-color-red-8)', borderRadius: 6, background: 'var(--mantine-color-red-0)' }}
      data-testid={`defect-${defect.target}-${defect.field}`}
    >
      {children === null || children === undefined || children === '' ? '—' : children}
      <Text component="span" display="block" size="xs" c="red.9" fw={600}>
        <Trans>Notarius belgilagan</Trans>
        {defect.note ? `: ${defect.note}` : ''}
      </Text>
    </Box>
  );
}

/**
 * For a DetailList: `mark('price', item)` outlines the item's value and adds
 * the note where the notary marked that field of this act, party or subject.
 */
export function useDefectMarker(target: Target, targetId: string | null = null) {
  const fields = useDefectFields();
  return <T extends Item | null | false>(field: string, item: T): T => {
    if (!item) return item;
    const defect = findDefect(fields, target, targetId, field);
    return defect ? { ...item, value: <MarkedValue defect={defect}>{item.value}</MarkedValue> } : item;
  };
}

/** A value in a table cell or a title, marked where the notary marked that field. */
export function FieldMark({ target, targetId = null, field, children }: { target: Target; targetId?: string | null; field: string; children: ReactNode }) {
  const defect = findDefect(useDefectFields(), target, targetId, field);
  return defect ? <MarkedValue defect={defect}>{children}</MarkedValue> : <>{children}</>;
}
