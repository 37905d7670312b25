import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { cartAction, loadCart } from '../features/cart/cart.server';
import { cartContentPart } from '../features/cart/cart-content-part';
import { ActionMessage } from '../features/orders/order-parts';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = (args) => pageMeta('cart', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCart(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return cartAction(context, request);
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, requisites, accountName, orderKey } = loaderData;
  return (
    <PageShell page="cart">
      <ActionMessage result={actionData} />
      <cartContentPart.Part
        cart={cart}
        requisites={requisites}
        accountName={accountName}
        orderKey={orderKey}
        values={actionData?.checkout ?? null}
      />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
