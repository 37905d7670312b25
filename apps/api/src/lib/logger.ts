/**
 * What services log through: the app's pino logger (Fastify's `app.log`) satisfies it, and services stay
 * free of the web framework's types.
 */
export interface Logger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}
