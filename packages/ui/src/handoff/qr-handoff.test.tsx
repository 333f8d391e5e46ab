import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { qrDataUrl, QrHandoffButton } from './qr-handoff.tsx';

describe('the kiosk hand-off by QR code (issue 15.4)', () => {
  it('draws the link as an SVG QR code', async () => {
    const src = await qrDataUrl('https://notary.example/equeue?tab=mine');
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(src)).toContain('<svg');
  });

  it('opens a dialog with the QR code and the link written out, no new tab', async () => {
    renderWithProviders(<QrHandoffButton url="https://notary.example/equeue?tab=mine" title="Navbat" hint="Telefonda davom eting" testId="qr" />);
    expect(screen.queryByTestId('handoff-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('qr'));
    const image = (await screen.findByTestId('handoff-qr')) as HTMLImageElement;
    expect(image.getAttribute('data-url')).toBe('https://notary.example/equeue?tab=mine');
    expect(image.alt).toContain('Navbat');
    expect(screen.getByTestId('handoff-url').textContent).toBe('https://notary.example/equeue?tab=mine');
    expect(document.querySelector('a[target="_blank"]')).toBeNull();
  });
});
