/**
 * The web's configuration: the only place in `apps/web` that reads `process.env`. Checked once on first use;
 * a bad value stops the server with a message that names the variable.
 */
import { z } from 'zod';

const EnvSchema = z.object({
  /** Base URL of a separately running API (`https://api.example.com`). Unset: the API is in this process. */
  API_URL: z
    .url({ protocol: /^https?$/, error: 'API_URL must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /**
   * The shop's public address (`https://polotno.example`): canonical and alternate links, sitemaps and
   * robots.txt name it. Unset: the address the request came to. Shared with the API's `PUBLIC_URL`.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' })
    .transform((url) => new URL(url).origin)
    .optional(),
  /** `production` makes every cookie the web sets `Secure` (the shop is behind HTTPS there). */
  NODE_ENV: z.string().optional(),
});

export type WebEnv = z.infer<typeof EnvSchema>;

function readEnv(): WebEnv {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid web configuration: ${problems}`);
  }
  return parsed.data;
}

export const env: WebEnv = readEnv();
