import { companyMay } from '@polotno/domain/client';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { cartAction, loadCart } from '../features/cart/cart.server';
import { cartContentPart } from '../features/cart/cart-content-part';
import { findActingCompany } from '../features/companies/acting-company.server';
import { ActionMessage } from '../features/orders/order-parts';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = (args) => pageMeta('cart', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  const [cart, company] = await Promise.all([loadCart(context, request), findActingCompany(context, request)]);
  // An accountant of the acting company places no orders (COMPANY_PERMISSIONS 'orders.place').
  return { ...cart, canOrder: !company || companyMay(company.role, 'orders.place') };
}

export async function action({ context, request }: Route.ActionArgs) {
  return cartAction(context, request);
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, requisites, accountName, orderKey, canOrder } = loaderData;
  return (
    <PageShell page="cart">
      <ActionMessage result={actionData} />
      <cartContentPart.Part
        cart={cart}
        requisites={requisites}
        accountName={accountName}
        orderKey={orderKey}
        values={actionData?.checkout ?? null}
        canOrder={canOrder}
      />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
