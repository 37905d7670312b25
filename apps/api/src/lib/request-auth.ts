/**
 * Who made a request: the caller and the session behind them. The accounts capability produces it
 * (`authenticate`) and `plugins/auth.ts` puts it on `request.auth`; it lives here so neither imports the other.
 */
import type { AuthUser } from '@polotno/domain';

export interface RequestAuth {
  user: AuthUser;
  blocked: boolean;
  sessionId: string;
  via: 'bearer' | 'cookie';
}
