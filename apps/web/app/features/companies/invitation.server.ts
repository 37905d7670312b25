/**
 * `/invite/:token` (docs/decisions/020): the invitation as anyone with the link sees it
 * (`GET /api/invitations/:token`), and joining it (`POST /api/invitations/:token/accept`), after which the
 * session acts for the company and the person lands on `/user/company`.
 */
import type { InvitationLookup } from '@polotno/domain';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { FormResult } from '../../components/form/form-result';
import { apiMessage, formFailed } from '../../components/form/form-result.server';
import { ApiError, apiRequest } from '../../lib/api.server';
import { pageLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { findSessionUser, requireSessionUser } from '../accounts/session.server';

export interface InvitationPageData {
  token: string;
  /** Null when the link names no invitation; `problem` says so in the page's language. */
  invitation: InvitationLookup | null;
  problem: string | null;
  signedIn: boolean;
}

/** The invitation and whether the visitor is signed in; an unknown link answers 404 with the API's message. */
export async function loadInvitation(context: AppLoadContext, request: Request, token: string) {
  const [user, found] = await Promise.all([
    findSessionUser(context, request),
    apiRequest<InvitationLookup>(context, request, `/api/invitations/${encodeURIComponent(token)}`).then(
      (invitation) => ({ invitation, problem: null }),
      (error: unknown) => {
        if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) {
          return { invitation: null, problem: error.message };
        }
        throw error;
      },
    ),
  ]);
  const page: InvitationPageData = { token, ...found, signedIn: user !== null };
  return data(page, { status: found.invitation ? 200 : 404 });
}

/** «Присоединиться»: accepted → `/user/company`; a wrong phone or a closed invitation → the API's message. */
export async function acceptInvitation(context: AppLoadContext, request: Request, token: string): Promise<FormResult> {
  await requireSessionUser(context, request);
  const lang = pageLang(request);
  const headers = new Headers();
  try {
    await apiRequest(context, request, `/api/invitations/${encodeURIComponent(token)}/accept`, {
      method: 'POST',
      responseHeaders: headers,
    });
  } catch (error) {
    return formFailed(apiMessage(error, lang));
  }
  throw redirect(pagePath('userCompany', lang), { headers });
}
