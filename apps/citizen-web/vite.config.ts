import { appConfig, DEV_PORTS } from '../../tools/vite-app.ts';

export default appConfig({ base: '/', port: DEV_PORTS.citizen, proxyApps: true });
