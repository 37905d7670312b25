/**
 * React Router's default browser entry, with one addition: a page opened with a popup in its URL loads
 * the popup's code before hydrating, because pages otherwise load it only when a popup opens
 * (docs/decisions/006).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadPopupDialog } from './layouts/popup-layout';

void preloadPopupDialog(window.location.search).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
