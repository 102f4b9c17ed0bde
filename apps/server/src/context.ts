import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { RealtimeHub } from './realtime/hub';
import type { OtpService } from './services/otp';
import type { SmsProvider } from './services/sms';

/** What every group of handlers works with. */
export interface AppContext {
  config: Config;
  db: Database;
  otp: OtpService;
  sms: SmsProvider;
  realtime: RealtimeHub;
  log: FastifyBaseLogger;
}
