export { portalLink, QrCode, qrDataUrl, QrHandoffButton } from './qr-handoff.tsx';
