import { appConfig, DEV_PORTS } from '../../tools/vite-app.ts';

export default appConfig({ base: '/kiosk/', port: DEV_PORTS.kiosk });
