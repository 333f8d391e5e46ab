export { DefectsPanel, isReturnedWithDefects } from './defects-panel.tsx';
export { DefectsProvider, FieldMark, findDefect, hasDefects, MarkedValue, useDefectFields, useDefectMarker } from './defects-context.tsx';
export { DEFECT_ACT_FIELD_LABELS, DEFECT_PARTY_FIELD_LABELS, DEFECT_SUBJECT_FIELD_LABELS } from './defect-labels.ts';
export { DefectNotes } from './party-defect-notes.tsx';
