import { useEffect, useRef } from 'react';
import { saveNotices, toast } from '../lib/toast';
import { useRouterState } from '../lib/use-router-state';

/**
 * A toast for every save (spec §2): when a form post finishes, its action's notice ("Данные сохранены")
 * shows as a toast too, whichever page and form sent it; after a post that redirects (the back office's
 * editors answer `?saved`), the notice the new page's loader gives. The message on the page stays, for
 * screen readers and for visitors without JavaScript. One place for all forms, so it reads the router's
 * state of every route's action data. Renders nothing.
 */
export function SaveToasts() {
  const state = useRouterState();
  const navigation = state?.navigation;
  const posting =
    navigation !== undefined &&
    navigation.state !== 'idle' &&
    navigation.formMethod !== undefined &&
    navigation.formMethod.toUpperCase() !== 'GET';
  const posted = useRef(false);

  useEffect(() => {
    if (!state) return;
    if (posting) {
      posted.current = true;
      return;
    }
    if (state.navigation.state !== 'idle' || !posted.current) return;
    posted.current = false;
    // An action that redirected leaves no action data; the page it sent to tells what was done.
    const notices = saveNotices(state.actionData ?? state.loaderData);
    for (const notice of notices) toast(notice, 'success');
  }, [posting, state]);
  return null;
}
