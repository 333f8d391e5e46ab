export { VisitTimePanel, visitTimeText } from './visit-time-panel.tsx';
