/** What the accounts services work with; built once per app by the auth plugin. */
import type { Db } from '@polotno/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { SmsSender } from '../../plugins/sms.ts';

export interface AccountsDeps {
  db: Db;
  config: Config;
  sms: SmsSender;
  log: FastifyBaseLogger;
}
