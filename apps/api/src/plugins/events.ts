/**
 * What happened in the shop, told in this process once it is committed: an order placed, an order's status
 * changed, a company owner's decision on an order above a buyer's limit, a payment recorded, a request received
 * (`app.events`). Capabilities emit; a capability that acts on another's news listens (the Telegram bot).
 * E-mail and SMS are still sent by the capabilities themselves.
 * A listener never throws into the emitter: it catches and logs its own failures.
 */
import { EventEmitter } from 'node:events';
import type { OrderStatus, VisitorRequest } from '@polotno/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A request as it arrived, with the brief's file (id and name) when it has one. */
export type ReceivedRequest = Pick<
  VisitorRequest,
  | 'id'
  | 'kind'
  | 'name'
  | 'company'
  | 'phone'
  | 'email'
  | 'message'
  | 'materials'
  | 'deliveryMethod'
  | 'address'
  | 'lang'
> & { file: { id: string; name: string } | null };

export interface ShopEventMap {
  'order.placed': [{ orderId: number; userId: string }];
  'order.status': [{ orderId: number; userId: string; from: OrderStatus; to: OrderStatus }];
  /** A company owner approved or declined a buyer's order above their limit. */
  'order.approval': [{ orderId: number; userId: string; decision: 'approved' | 'declined' }];
  'order.payment': [{ orderId: number; userId: string; amountKopecks: number; paidOn: string; documentNumber: string }];
  'request.received': [ReceivedRequest];
}

export class ShopEvents extends EventEmitter<ShopEventMap> {}

declare module 'fastify' {
  interface FastifyInstance {
    events: ShopEvents;
  }
}

export default fp(
  async function events(app: FastifyInstance) {
    app.decorate('events', new ShopEvents());
  },
  { name: 'events' },
);
