import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActDocument } from '@notary/domain/contracts';
import { jsonResponse, mockApi } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ACT_ID, generalAt, snapshotAt } from '../test-fixtures.ts';
import { DocumentsTab } from './documents-tab.tsx';

afterEach(() => vi.restoreAllMocks());

const PARTY_ID = '11111111-2222-4333-8444-555555555555';
const base = `/api/notarial_act/${ACT_ID}`;

function doc(overrides: Partial<ActDocument> = {}): ActDocument {
  return {
    id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    actId: ACT_ID,
    partyId: null,
    partyName: null,
    name: 'pasport.pdf',
    mimeType: 'application/pdf',
    size: 245_760,
    sha256: 'ab'.repeat(32),
    uploadedBy: 'u1',
    uploadedByName: 'KARIMOV ALISHER',
    createdAt: '2026-11-25T07:30:00.000Z',
    canDelete: true,
    ...overrides,
  };
}

const pdf = (name = 'scan.pdf') => new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' });

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

function api(list: ActDocument[], extra: Record<string, unknown> = {}) {
  return mockApi({
    [`GET ${base}/documents`]: () => jsonResponse(200, list),
    [`GET ${base}/parties`]: () => jsonResponse(200, [{ id: PARTY_ID, fullname: 'SOBIROV BOTIR' }]),
    ...extra,
  });
}

describe('the documents tab (issue 13.2)', () => {
  it('lists the documents with whom each belongs to, size and uploader', async () => {
    api([doc(), doc({ id: 'd2', name: 'rasm.png', mimeType: 'image/png', partyId: PARTY_ID, partyName: 'SOBIROV BOTIR', size: 2 * 1024 * 1024, canDelete: false })]);
    renderWithProviders(<DocumentsTab general={generalAt(snapshotAt(1), 'applicant')} />);
    const rows = await screen.findAllByTestId('document-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('pasport.pdf')).toBeTruthy();
    expect(within(rows[0]!).getByText('Butun harakat')).toBeTruthy();
    expect(within(rows[0]!).getByText('240 KB')).toBeTruthy();
    expect(within(rows[1]!).getByText('SOBIROV BOTIR')).toBeTruthy();
    expect(within(rows[1]!).getByText('2 MB')).toBeTruthy();
    // Delete only where the API says this user may.
    expect(within(rows[0]!).queryByTestId('document-delete')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('document-delete')).toBeNull();
  });

  it('uploads a file to a chosen party as multipart and refreshes the list', async () => {
    let list: ActDocument[] = [];
    let form: FormData | null = null;
    api([], {
      [`GET ${base}/documents`]: () => jsonResponse(200, list),
      [`POST ${base}/documents`]: async (request: Request) => {
        form = await request.formData();
        list = [doc({ name: 'scan.pdf', partyId: PARTY_ID, partyName: 'SOBIROV BOTIR' })];
        return jsonResponse(201, list[0]);
      },
    });
    renderWithProviders(<DocumentsTab general={generalAt(snapshotAt(1), 'applicant')} />);
    await screen.findByTestId('documents-empty');
    chooseFile(pdf());
    fireEvent.click(screen.getByTestId('document-owner'));
    fireEvent.click(await screen.findByRole('option', { name: 'SOBIROV BOTIR', hidden: true }));
    fireEvent.click(screen.getByTestId('document-submit'));
    await screen.findByTestId('document-upload-done');
    expect(form!.get('partyId')).toBe(PARTY_ID);
    // (jsdom's File loses its name on the way into Node's fetch; a browser sends it as appended.)
    expect(await (form!.get('file') as Blob).text()).toBe('%PDF-1.7\n%%EOF\n');
    await waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(1));
  });

  it('refuses a file that is not a PDF, JPEG or PNG by content before sending it', async () => {
    const { calls } = api([]);
    renderWithProviders(<DocumentsTab general={generalAt(snapshotAt(1), 'applicant')} />);
    await screen.findByTestId('documents-empty');
    chooseFile(new File(['MZ this is a program'], 'contract.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByTestId('document-submit'));
    expect((await screen.findByTestId('document-upload-error')).textContent).toBe('Faqat PDF, JPEG yoki PNG formatidagi hujjatlar qabul qilinadi');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's size limit of a 413 in the user's language", async () => {
    api([], { [`POST ${base}/documents`]: () => jsonResponse(413, { code: 'payload_too_large', message: 'too large', details: { limit: 10 * 1024 * 1024 } }) });
    renderWithProviders(<DocumentsTab general={generalAt(snapshotAt(1), 'applicant')} />);
    await screen.findByTestId('documents-empty');
    chooseFile(pdf());
    fireEvent.click(screen.getByTestId('document-submit'));
    expect((await screen.findByTestId('document-upload-error')).textContent).toBe('Fayl juda katta: hujjat hajmi 10 MB dan oshmasligi kerak');
  });

  it('deletes after a confirmation', async () => {
    let list = [doc()];
    const { calls } = api([], {
      [`GET ${base}/documents`]: () => jsonResponse(200, list),
      [`DELETE ${base}/documents/${doc().id}`]: () => {
        list = [];
        return jsonResponse(200, { ok: true });
      },
    });
    renderWithProviders(<DocumentsTab general={generalAt(snapshotAt(1), 'applicant')} />);
    fireEvent.click(await screen.findByTestId('document-delete'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByTestId('document-delete-confirm'));
    await screen.findByTestId('documents-empty');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('offers the notary no upload form, and nobody one on a finished act', async () => {
    api([doc({ canDelete: false })]);
    const { unmount } = renderWithProviders(<DocumentsTab general={generalAt(snapshotAt(2), 'notary')} />);
    await screen.findByTestId('document-row');
    expect(screen.queryByTestId('document-upload')).toBeNull();
    unmount();
    renderWithProviders(<DocumentsTab general={generalAt(snapshotAt(9), 'applicant')} />);
    await screen.findByTestId('document-row');
    expect(screen.queryByTestId('document-upload')).toBeNull();
  });
});
