import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { RealtimeHub } from './realtime/hub';
import type { DoctorSearch } from './routes/doctors';
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
  /** The doctor search (with its cache), shared by the API and the search page's HTML. */
  doctorSearch: DoctorSearch;
}
