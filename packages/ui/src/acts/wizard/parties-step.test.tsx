import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import type { ActParty } from '../api/types.ts';
import { ACT_ID } from '../test-fixtures.ts';
import { PartiesStep } from './parties-step.tsx';

afterEach(() => vi.restoreAllMocks());

const LOOKUP = `POST /api/notarial_act/${ACT_ID}/parties/lookup`;
const COMPANY = {
  inn: '302345671',
  name: '"KARIMOV SAVDO" MCHJ',
  legalForm: 'llc',
  address: "Toshkent sh., Chilonzor t., Bunyodkor ko'chasi, 12-uy",
  status: 'active',
  director: { pin: '31403851234567', fullname: "KARIMOV AZIZ BAXTIYOR O'G'LI" },
};

function renderStep() {
  renderWithProviders(<PartiesStep uuid={ACT_ID} typeId={1} parties={[] as ActParty[]} />);
  fireEvent.click(screen.getByRole('radio', { name: 'Yuridik shaxs' }));
}

/** Issue 13.2: a legal-entity party by tax number (STIR) from the tax registry. */
describe('the parties step: a legal entity by tax number', () => {
  it('masks the tax number to 9 digits and checks it before asking the registry', async () => {
    const api = mockApi({});
    renderStep();
    const inn = (await screen.findByTestId('party-inn')) as HTMLInputElement;
    fireEvent.input(inn, { target: { value: '30a2345' } });
    expect(inn.value).toBe('302345');
    fireEvent.click(screen.getByTestId('party-inn-find'));
    expect(await screen.findByText("STIR 9 ta raqamdan iborat bo'lishi kerak")).toBeTruthy();
    fireEvent.input(inn, { target: { value: '3023456719999' } });
    expect(inn.value).toBe('302345671');
    expect(api.calls).toHaveLength(0);
  });

  it("fills the company from the registry and adds it with its director as the manager who answers the invitation", async () => {
    const bodies: unknown[] = [];
    const lookups: unknown[] = [];
    mockApi({
      [LOOKUP]: async (request: Request) => {
        lookups.push(await request.json());
        return jsonResponse(200, COMPANY);
      },
      [`POST /api/notarial_act/${ACT_ID}/parties`]: async (request: Request) => {
        bodies.push(await request.json());
        return jsonResponse(201, {});
      },
    });
    renderStep();
    fireEvent.click(screen.getByTestId('party-add'));
    expect(await screen.findByText("Tashkilotni STIR bo'yicha soliq reyestridan toping")).toBeTruthy();
    fireEvent.input(screen.getByTestId('party-inn'), { target: { value: '302345671' } });
    fireEvent.click(screen.getByTestId('party-inn-find'));
    expect((await screen.findByTestId('party-company-name')).textContent).toBe('"KARIMOV SAVDO" MCHJ');
    expect(lookups).toEqual([{ inn: '302345671' }]);
    expect(screen.getByTestId('party-company-form').textContent).toContain("Mas'uliyati cheklangan jamiyat (MChJ)");
    expect(screen.getByTestId('party-company-address').textContent).toContain('Bunyodkor');
    expect(screen.getByTestId('party-company-director').textContent).toContain("KARIMOV AZIZ BAXTIYOR O'G'LI (31403851234567)");
    fireEvent.click(screen.getByTestId('party-add'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('wizard-confirm-ok'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      role: 'buyer',
      partyClass: 'legal',
      inn: '302345671',
      fullname: '"KARIMOV SAVDO" MCHJ',
      phone: null,
      addresses: { registered: { text: COMPANY.address } },
      manager: { pin: '31403851234567', fullname: "KARIMOV AZIZ BAXTIYOR O'G'LI" },
      confirmed: true,
    });
  });

  it('shows the blocking message of a liquidated company and lets nothing be added', async () => {
    mockApi({ [LOOKUP]: () => jsonResponse(422, { code: 'company_liquidated', message: 'liquidated', details: { inn: '203444888', liquidatedAt: '2024-06-30' } }) });
    renderStep();
    fireEvent.input(await screen.findByTestId('party-inn'), { target: { value: '203444888' } });
    fireEvent.click(screen.getByTestId('party-inn-find'));
    const field = screen.getByTestId('party-inn');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const fieldError = () => document.getElementById(field.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!)?.textContent;
    expect(fieldError()).toMatch(/^Bu tashkilot tugatilgan/);
    expect(screen.queryByTestId('party-company-result')).toBeNull();
    fireEvent.click(screen.getByTestId('party-add'));
    // The registry's refusal stays on the field; no confirmation opens.
    await waitFor(() => expect(fieldError()).toMatch(/^Bu tashkilot tugatilgan/));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
