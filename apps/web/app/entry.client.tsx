/**
 * React Router's default browser entry, with one addition: a page opened with a popup in its URL loads
 * the popup's code before hydrating, and a page whose HTML shows the error page loads that, because pages
 * otherwise load them only when a popup opens or an error shows (docs/decisions/006).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadErrorPage } from './components/error-page';
import { preloadPopupDialog } from './layouts/popup-layout';
import { installChunkReload } from './lib/chunk-reload';

// Before anything loads lazily: a chunk missing after a deploy reloads once, to the intended page.
installChunkReload();

void Promise.allSettled([preloadPopupDialog(window.location.search), preloadErrorPage()]).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
