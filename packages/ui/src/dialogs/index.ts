export { NotificationDialog, type NotificationDialogProps, type NotificationKind } from './notification-dialog.tsx';
export { NotifyWarningDialog } from './notify-warning-dialog.tsx';
export { getNotifyItems, notifyItemPath, showsVisitTime, type NotifyItem } from './notify-items.ts';
export { openNotifyWarning, useNotifyWarningStore } from './notify-warning-store.ts';
export { sanitizeHtml } from './sanitize-html.ts';
