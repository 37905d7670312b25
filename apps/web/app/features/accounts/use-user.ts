import type { User } from '@polotno/domain';
import { useRouteLoaderData } from 'react-router';
import type { Flash, PublicAuthFlow } from './auth-flow.server';

/**
 * What the root loader reads for the accounts (root.tsx's answer is checked against it): the signed-in user
 * and the popups' step and one-time messages.
 */
export interface SessionData {
  user: User | null;
  auth: { flow: PublicAuthFlow | null; flash: Flash | null };
}

/** The root loader's session data of the page being shown. */
export function useSessionData(): SessionData | undefined {
  return useRouteLoaderData<SessionData>('root');
}

/** The signed-in user of the page being shown, or null for a visitor (read by the root loader). */
export function useUser(): User | null {
  return useSessionData()?.user ?? null;
}
