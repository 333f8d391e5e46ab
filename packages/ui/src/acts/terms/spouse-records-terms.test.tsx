import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import type { ActGeneral } from '../api/types.ts';
import { ACT_ID, generalAt, snapshotAt } from '../test-fixtures.ts';
import { ActTermsBlock } from './index.ts';

afterEach(() => vi.restoreAllMocks());

const BASE = `/api/notarial_act/${ACT_ID}`;
const draft = (overrides: Partial<ActGeneral> = {}) => generalAt(snapshotAt(1, { typeId: 15003 }), 'applicant', { typeId: 15003, ...overrides });
const RECORDS = [
  { kind: 'marriage', regnum: '1207', date: '2014-09-20', body: 'Yunusobod tumani FHDYo', spousePin: '31111111111111', spouseName: 'KARIMOV ALISHER' },
  { kind: 'divorce', regnum: '45', date: '2010-03-01', body: 'Chilonzor tumani FHDYo', spousePin: null, spouseName: 'SOBIROV SANJAR' },
  { kind: 'marriage', regnum: '311', date: '2008-05-10', body: 'Chilonzor tumani FHDYo', spousePin: null, spouseName: 'SOBIROV SANJAR' },
];

describe('the spouse consent records block', () => {
  it('offers the registry records, asks for a marriage and saves the chosen ones', async () => {
    const bodies: unknown[] = [];
    mockApi({
      [`GET ${BASE}/civil-records`]: { records: RECORDS },
      [`PATCH ${BASE}`]: async (request: Request) => {
        bodies.push(await request.json());
        return jsonResponse(200, draft());
      },
    });
    renderWithProviders(<ActTermsBlock act={draft()} editable />);
    expect((await screen.findByTestId('terms-marriage')).textContent).toContain('№ 1207 · 20.09.2014 · KARIMOV ALISHER');
    fireEvent.click(screen.getByTestId('terms-spouse-save'));
    expect(await screen.findByText('Nikoh yozuvini tanlang')).toBeTruthy();
    fireEvent.click(screen.getByTestId('terms-marriage-1207'));
    fireEvent.click(screen.getByTestId('terms-divorce-45'));
    fireEvent.click(screen.getByTestId('terms-spouse-save'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      marriageRecord: { regnum: '1207', date: '2014-09-20', body: 'Yunusobod tumani FHDYo' },
      divorceRecord: { regnum: '45', date: '2010-03-01', body: 'Chilonzor tumani FHDYo' },
    });
  });

  it('without a marriage in the registry, says where to go', async () => {
    mockApi({ [`GET ${BASE}/civil-records`]: { records: [] } });
    renderWithProviders(<ActTermsBlock act={draft()} editable />);
    expect((await screen.findByTestId('terms-no-marriage')).textContent).toContain("FHDYo bo'limiga murojaat qiling");
  });

  it("shows the server's refusal of a record on the field", async () => {
    mockApi({
      [`GET ${BASE}/civil-records`]: { records: RECORDS },
      [`PATCH ${BASE}`]: () => jsonResponse(422, { code: 'civil_record_not_found', message: 'x', details: { field: 'marriageRecord', kind: 'marriage' } }),
    });
    renderWithProviders(<ActTermsBlock act={draft()} editable />);
    fireEvent.click(await screen.findByTestId('terms-marriage-311'));
    fireEvent.click(screen.getByTestId('terms-spouse-save'));
    expect(await screen.findByText("Bu yozuv fuqarolik holati dalolatnomalari reyestrida topilmadi: yozuvni ro'yxatdan tanlang")).toBeTruthy();
  });

  it('read-only: the chosen records', () => {
    mockApi({});
    const act = generalAt(snapshotAt(2, { typeId: 15003 }), 'applicant', { typeId: 15003, marriageRecord: { regnum: '1207', date: '2014-09-20', body: 'Yunusobod tumani FHDYo' } });
    renderWithProviders(<ActTermsBlock act={act} editable />);
    expect(screen.getByTestId('terms-view-marriage').textContent).toBe('№ 1207 · 20.09.2014 · Yunusobod tumani FHDYo');
  });
});
