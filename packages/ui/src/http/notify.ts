import { notifications } from '@mantine/notifications';
import { ERROR_TOAST_MS } from '@notary/domain/constants';

export type Toast = {
  message: string;
  title?: string;
  color?: 'red' | 'orange' | 'green' | 'blue';
  /** Milliseconds; error toasts last 20 s unless the spec says otherwise (shell 8, 9). */
  autoClose?: number;
};

export type Notifier = (toast: Toast) => void;

/** Mantine toasts, red and 20 s unless told otherwise. */
export const showToast: Notifier = ({ message, title, color = 'red', autoClose = ERROR_TOAST_MS }) => {
  notifications.show({ message, title, color, autoClose, withBorder: true });
};
