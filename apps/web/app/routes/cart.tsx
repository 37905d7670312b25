import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { cartAction, loadCart } from '../features/cart/cart.server';
import { CartLines, CheckoutForm, EmptyCart } from '../features/cart/cart-view';
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
      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <CartLines cart={cart} />
          <CheckoutForm
            requisites={requisites}
            accountName={accountName}
            orderKey={orderKey}
            values={actionData?.checkout ?? null}
          />
        </div>
      )}
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
