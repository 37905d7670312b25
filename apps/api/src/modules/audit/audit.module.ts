/**
 * The audit capability: the back office's changes, recorded by the services that make them
 * (`app.audit.record(tx, change)`, in their transaction) and listed for ADMIN. Its preHandler hook runs each
 * signed-in write inside its caller's context (`audit.context.ts`), which is how a record knows who.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import auditAdminRoutes from './audit.admin.routes.ts';
import { runAsCaller } from './audit.context.ts';
import { createAuditService, type AuditService } from './audit.service.ts';

export type { AuditChange, AuditService } from './audit.service.ts';
export { runAsCaller } from './audit.context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async function audit(app: FastifyInstance) {
    const service = createAuditService({ db: app.db, config: app.config });
    app.decorate('audit', service);
    // A callback hook that calls `done` inside the context: the handler and all it awaits run in it.
    app.addHook('preHandler', (request, _reply, done) => {
      if (READS.has(request.method) || !request.user) return done();
      runAsCaller({ user: request.user, requestId: request.id }, done);
    });
    await app.register(auditAdminRoutes, { service });
  },
  // Not on `auth`: the accounts module, which registers it, records its own changes here. The hook reads
  // `request.user` at request time, when the auth plugin's onRequest hook has set it.
  { name: 'audit', dependencies: ['db'] },
);
