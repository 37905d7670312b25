import { useEffect } from 'react';
import { createPath } from 'react-router';
import { newBuildAvailable, startVersionChecks } from '../lib/build-version';
import { setNavigationTarget } from '../lib/chunk-reload';
import { useRouterState } from '../lib/use-router-state';

/**
 * Keeps the page on the current build (docs/decisions/011): checks hourly for a new one, and once one is
 * out turns the next client navigation into a full page load of its target. Only reads (links, GET forms):
 * a form post goes through as usual, so nothing typed is lost. Also tells the chunk-failure reload where
 * the visitor is going. Renders nothing.
 */
export function BuildWatch() {
  const navigation = useRouterState()?.navigation;
  const target = navigation?.location ? createPath(navigation.location) : null;
  const read =
    navigation?.state === 'loading' && (!navigation.formMethod || navigation.formMethod.toUpperCase() === 'GET');

  useEffect(() => startVersionChecks(), []);
  useEffect(() => setNavigationTarget(target), [target]);
  useEffect(() => {
    if (read && target !== null && newBuildAvailable()) window.location.assign(target);
  }, [read, target]);
  return null;
}
