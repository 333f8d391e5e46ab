export { portalLink, publicConfigQuery, QrCode, qrDataUrl, QrHandoffButton, QrHandoffDialog, usePortalLink } from './qr-handoff.tsx';
