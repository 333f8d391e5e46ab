import { createNotifyItem, createUser } from '../testing/factories.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppNavigator } from '../navigation/index.ts';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { mockApi } from '../testing/fetch-mock.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { NotificationDialog } from './notification-dialog.tsx';
import { notifyItemPath } from './notify-items.ts';
import { NotifyWarningDialog } from './notify-warning-dialog.tsx';
import { useNotifyWarningStore } from './notify-warning-store.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const user = createUser({ fullname: 'Aliyev Vali' });
const items = [
  createNotifyItem({ regtypeid: 1, na: 'Avtomobil oldi-sotdi shartnomasi', visitdate: '12.03.2026', visittime: '10:30', rid: 11, uuid: 'aaa' }),
  createNotifyItem({ regtypeid: 2, regsystemid: 3, na: 'Ishonchnoma', visitdate: '2026-03-14', visittime: '15:00', rid: 12, uuid: 'bbb' }),
  createNotifyItem({ regtypeid: 2, regsystemid: 4, na: 'Rozilik', visitdate: '2026-03-15', visittime: null, rid: 13, uuid: '' }),
];

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState, token: 't', user });
  useNotifyWarningStore.setState({ isOpen: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  setAppNavigator(null);
});

describe('the notify-warning dialog (spec/shell.md 2.7)', () => {
  it('lists GET /api/notarial_act/get_notify with a walking figure or a webcam, and the time of video conferences', async () => {
    mockApi({ 'GET /api/notarial_act/get_notify': items });
    renderWithProviders(<NotifyWarningDialog />);
    const rows = await screen.findAllByTestId('notify-item');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.querySelector('[data-testid="icon-walk"]')).toBeTruthy();
    expect(rows[1]!.querySelector('[data-testid="icon-webcam"]')).toBeTruthy();
    // In person (1): no date/time line; video with a time (2): date and time; video without a time: none.
    expect(rows[0]!.querySelector('[data-testid="notify-visit"]')).toBeNull();
    expect(rows[1]!.querySelector('[data-testid="notify-visit"]')?.textContent).toBe('Tashrif: 14.03.2026 15:00');
    expect(rows[2]!.querySelector('[data-testid="notify-visit"]')).toBeNull();
  });

  it('opens each act in a new tab in browser mode', async () => {
    mockApi({ 'GET /api/notarial_act/get_notify': items });
    renderWithProviders(<NotifyWarningDialog />);
    const rows = await screen.findAllByTestId('notify-item');
    expect(rows[0]!.getAttribute('href')).toBe('/enotarial_act/aaa');
    expect(rows[0]!.getAttribute('target')).toBe('_blank');
    expect(rows[2]!.getAttribute('href')).toBe('/my_notarial_act/13');
  });

  it('opens each act in the same window in the kiosk', async () => {
    useSessionStore.setState({ mode: 'kiosk' });
    const navigate = vi.fn<(path: string) => void>();
    setAppNavigator(navigate);
    mockApi({ 'GET /api/notarial_act/get_notify': items });
    renderWithProviders(<NotifyWarningDialog />);
    const rows = await screen.findAllByTestId('notify-item');
    expect(rows[1]!.getAttribute('target')).toBeNull();
    fireEvent.click(rows[1]!);
    expect(navigate).toHaveBeenCalledWith('/kiosk/enotarial_act/bbb', undefined);
    await waitFor(() => expect(useNotifyWarningStore.getState().isOpen).toBe(false));
  });

  it('says so when nothing is planned', async () => {
    mockApi({ 'GET /api/notarial_act/get_notify': [] });
    renderWithProviders(<NotifyWarningDialog />);
    expect(await screen.findByText("Yaqin kunlarga rejalashtirilgan notarial harakatlaringiz yo'q")).toBeTruthy();
  });

  it('kiosk links without a uuid go to the kiosk list', () => {
    expect(notifyItemPath({ rid: 5, uuid: '' }, 'kiosk')).toBe('/kiosk/my_notarial_act');
  });
});

describe('the notification dialog (spec/shell.md 2.7)', () => {
  it('shows icon, title, HTML content (sanitised) and a close button', () => {
    const onClose = vi.fn<() => void>();
    renderWithProviders(<NotificationDialog opened onClose={onClose} kind="info" title="Diqqat" html={'<b>Muhim</b><script>alert(1)</script><img src=x onerror="alert(1)">'} />);
    expect(screen.getByText('Diqqat')).toBeTruthy();
    expect(screen.getByText('Muhim').tagName).toBe('B');
    expect(document.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByText('Yopish'));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps links but makes them safe', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)" onclick="x()">bad</a>')).toBe('<a target="_blank" rel="noopener noreferrer">bad</a>');
    expect(sanitizeHtml('<a href="https://adliya.uz">ok</a>')).toBe('<a href="https://adliya.uz" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(sanitizeHtml('<a href="/my_notarial_act">list</a>')).toBe('<a href="/my_notarial_act" target="_blank" rel="noopener noreferrer">list</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a><a href="data:text/html,x">y</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a><a target="_blank" rel="noopener noreferrer">y</a>',
    );
  });

  it('drops scripts, styles and handlers and keeps simple formatting', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">Salom <b>dunyo</b><br><i>!</i></p>')).toBe('<p>Salom <b>dunyo</b><br><i>!</i></p>');
    expect(sanitizeHtml('<ul><li><strong>1</strong></li><li><em>2</em> <u>3</u></li></ul><h3>S</h3><h4>s</h4>')).toBe(
      '<ul><li><strong>1</strong></li><li><em>2</em> <u>3</u></li></ul><h3>S</h3><h4>s</h4>',
    );
    expect(sanitizeHtml('a<script>alert(1)</script><style>p{}</style>b')).toBe('ab');
    expect(sanitizeHtml('<img src=x onerror="alert(1)"><svg onload="alert(1)"></svg><iframe src="https://x"></iframe>ok')).toBe('ok');
    // Other elements keep their text, never their markup.
    expect(sanitizeHtml('<table><tr><td>cell</td></tr></table><font color="red">red</font>')).toBe('cellred');
  });
});
