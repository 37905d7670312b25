/**
 * Tests' stand-in for the API at the one door the web has to it, the load context's `callApi` (the
 * in-process call of the one-process server). Lint keeps `apps/web` away from `apps/api` code, tests
 * included, so a web test cannot build the real API: each test says what the API answers instead — status,
 * JSON body, `Set-Cookie` — in the API's own error shape, and reads back what the web sent.
 */
import { errorMessage, type ApiRequest, type ApiResponse, type ErrorCode, type Lang } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';

/** One call the web made: method, path without `?lang=`, the page's language it asked for, the JSON body. */
export interface ApiCall {
  method: ApiRequest['method'];
  path: string;
  lang: string | null;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; body?: unknown; cookies?: string[] };

/** A scripted API: `answer('POST /api/auth/login', …)` before the action runs; `calls` after. */
export function scriptedApi() {
  const answers = new Map<string, Answer[]>();
  const calls: ApiCall[] = [];
  const context: AppLoadContext = {
    cspNonce: 'test',
    async callApi(request: ApiRequest): Promise<ApiResponse> {
      const url = new URL(request.url, 'http://api.invalid');
      const body = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
      calls.push({
        method: request.method,
        path: url.pathname,
        lang: url.searchParams.get('lang'),
        headers: request.headers,
        body,
      });
      const key = `${request.method} ${url.pathname}`;
      const queue = answers.get(key) ?? [];
      const answer = queue.length > 1 ? queue.shift() : queue[0];
      if (!answer) throw new Error(`the test gave no answer for ${key}`);
      return {
        status: answer.status,
        headers: { 'content-type': 'application/json', 'set-cookie': answer.cookies ?? [] },
        body: answer.body === undefined ? '' : JSON.stringify(answer.body),
      };
    },
  };
  return {
    context,
    calls,
    /** Answers `route` ("POST /api/…") with `status` and `body`; several answers are given in turn. */
    answer(route: string, status: number, body?: unknown, cookies?: string[]) {
      answers.set(route, [...(answers.get(route) ?? []), { status, body, cookies }]);
    },
    /** Answers `route` with the API's error body for `code`, in `lang`. */
    refuse(route: string, status: number, code: ErrorCode, lang: Lang = 'ru', details?: unknown) {
      const body = { statusCode: status, code, message: errorMessage(code, lang), ...(details ? { details } : {}) };
      answers.set(route, [...(answers.get(route) ?? []), { status, body }]);
    },
  };
}
