import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../../config.js';
import { JanusClient, type JanusHandle, type JanusSession, pluginData, videoServerUnavailable } from './janus-client.js';

/**
 * This API process's link to the media server (JANUS_URL): a client for the
 * sockets' own sessions and one administrative session whose videoroom handle
 * creates and checks rooms. Without JANUS_URL every use answers 503
 * video_server_unavailable.
 */
@Injectable()
export class JanusService implements OnModuleDestroy {
  readonly client: JanusClient | undefined;
  private admin: Promise<{ session: JanusSession; handle: JanusHandle }> | undefined;

  constructor(config: ConfigService<ApiConfig, true>) {
    const url = config.get('janusUrl', { infer: true });
    this.client = url ? new JanusClient(url.replace(/\/+$/, '')) : undefined;
  }

  requireClient(): JanusClient {
    if (!this.client) throw videoServerUnavailable('JANUS_URL is not set');
    return this.client;
  }

  /** The administrative videoroom handle, created on first use and again after Janus lost it. */
  async adminHandle(): Promise<JanusHandle> {
    const client = this.requireClient();
    if (this.admin) {
      const current = await this.admin.catch(() => undefined);
      if (current && !current.session.closed && !current.handle.detached) return current.handle;
    }
    const opening = (async () => {
      const session = await client.createSession();
      return { session, handle: await session.attach() };
    })();
    this.admin = opening;
    opening.catch(() => {
      if (this.admin === opening) this.admin = undefined;
    });
    return (await opening).handle;
  }

  /** Whether the room exists on the media server (it forgets rooms when restarted). */
  async roomExists(room: number): Promise<boolean> {
    return pluginData(await (await this.adminHandle()).message({ request: 'exists', room })).exists === true;
  }

  /** A new private room for one act's conference; answers its id. */
  async createRoom(description: string, publishers: number): Promise<number> {
    const answer = pluginData(
      await (await this.adminHandle()).message({
        request: 'create',
        description,
        is_private: true,
        publishers,
        bitrate: 1_024_000,
        fir_freq: 10,
        audiocodec: 'opus',
        videocodec: 'vp8',
        notify_joining: false,
      }),
    );
    if (typeof answer.room !== 'number') throw videoServerUnavailable('no room id in the answer');
    return answer.room;
  }

  async onModuleDestroy(): Promise<void> {
    const current = await this.admin?.catch(() => undefined);
    await current?.session.destroy();
  }
}
