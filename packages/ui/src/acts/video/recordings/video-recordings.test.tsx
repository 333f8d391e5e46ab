import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VideoRecordingPlayback } from '@notary/domain/contracts';
import { activateLocale } from '../../../i18n/index.ts';
import { jsonResponse, mockApi } from '../../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ACT_ID } from '../../test-fixtures.ts';
import { VideoRecordings } from './video-recordings.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => activateLocale('oz'));
});

const path = `/api/notarial_act/${ACT_ID}/video/recordings`;

function recording(overrides: Partial<VideoRecordingPlayback> = {}): VideoRecordingPlayback {
  return {
    id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    actId: ACT_ID,
    userId: 'u1',
    userName: 'KARIMOV ALISHER',
    participant: '1001',
    mimeType: 'video/webm',
    bytes: 3 * 1024 * 1024,
    durationMs: 65_000,
    sha256: 'ab'.repeat(32),
    // 07:30 UTC is 12:30 in Tashkent (UTC+5).
    startedAt: '2026-11-27T07:30:00.000Z',
    stoppedAt: '2026-11-27T07:31:05.000Z',
    createdAt: '2026-11-27T07:31:10.000Z',
    deletedAt: null,
    deletedReason: null,
    playbackUrl: `${path}/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee/content?token=t.s`,
    ...overrides,
  };
}

describe('the recordings on the act card\'s video tab (issue 16.4)', () => {
  it('shows each recording with a player, its Tashkent time, duration and full SHA-256', async () => {
    mockApi({ [`GET ${path}`]: () => jsonResponse(200, [recording(), recording({ id: 'r2', userId: null, userName: null, participant: '2002', sha256: 'cd'.repeat(32) })]) });
    renderWithProviders(<VideoRecordings uuid={ACT_ID} />);
    const cards = await screen.findAllByTestId('video-recording');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('KARIMOV ALISHER')).toBeTruthy();
    expect(first.getByTestId('video-recording-time').textContent).toContain('27.11.2026 12:30:00 – 12:31:05 (Toshkent vaqti)');
    expect(first.getByTestId('video-recording-sha256').textContent).toBe(`SHA-256: ${'ab'.repeat(32)}`);
    expect(first.getByTestId('video-recording-duration').textContent).toBe('Davomiyligi: 1:05 · 3.0 MB');
    const player = first.getByTestId('video-recording-player') as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe(recording().playbackUrl);
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.getAttribute('aria-label')).toContain('KARIMOV ALISHER');
    // A participant the server could not match to a user is named by its id.
    expect(within(cards[1]!).getByText('Ishtirokchi 2002')).toBeTruthy();
  });

  it('keeps a recording deleted by retention with its hash and no player', async () => {
    mockApi({ [`GET ${path}`]: () => jsonResponse(200, [recording({ deletedAt: '2031-11-27T00:00:00.000Z', deletedReason: 'retention', playbackUrl: null })]) });
    renderWithProviders(<VideoRecordings uuid={ACT_ID} />);
    const card = within(await screen.findByTestId('video-recording'));
    expect(card.queryByTestId('video-recording-player')).toBeNull();
    expect(card.getByTestId('video-recording-deleted').textContent).toContain("Saqlash muddati tugagani uchun o'chirilgan: 27.11.2031 05:00:00");
    expect(card.getByTestId('video-recording-sha256').textContent).toContain('ab'.repeat(32));
  });

  it('says when there is no recording yet, and offers a retry when the list fails', async () => {
    const api = mockApi({ [`GET ${path}`]: () => jsonResponse(200, []) });
    const { unmount } = renderWithProviders(<VideoRecordings uuid={ACT_ID} />);
    expect(await screen.findByTestId('video-recordings-empty')).toBeTruthy();
    unmount();
    api.restore();
    mockApi({ [`GET ${path}`]: () => jsonResponse(500, { code: 'internal_error', message: 'x' }) });
    renderWithProviders(<VideoRecordings uuid={ACT_ID} />);
    expect(await screen.findByRole('button', { name: 'Qayta urinish' })).toBeTruthy();
  });

  it('speaks Russian and Uzbek Cyrillic too', async () => {
    mockApi({ [`GET ${path}`]: () => jsonResponse(200, [recording({ userName: null, participant: '7' })]) });
    await act(() => activateLocale('ru'));
    const ru = renderWithProviders(<VideoRecordings uuid={ACT_ID} />);
    expect((await screen.findByTestId('video-recording-time')).textContent).toContain('(время Ташкента)');
    expect(screen.getByText('Участник 7')).toBeTruthy();
    ru.unmount();
    await act(() => activateLocale('uz'));
    renderWithProviders(<VideoRecordings uuid={ACT_ID} />);
    expect((await screen.findByTestId('video-recording-duration')).textContent).toContain('Давомийлиги');
  });
});
