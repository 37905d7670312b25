/**
 * What the one-process server hands to every web request: the CSP nonce for inline scripts and, when the
 * API runs in the same process, a way to call it without a network hop. With `API_URL` set the web calls
 * the API over HTTP instead and `callApi` is absent.
 */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query, starting with `/api/`. */
  url: string;
  headers: Record<string, string>;
  /** JSON text, or the bytes of a multipart form (uploads). */
  body?: string | Uint8Array<ArrayBuffer>;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

// A type alias, not an interface, so that it fits React Router's index-signature AppLoadContext.
export type WebLoadContext = {
  cspNonce: string;
  callApi?: (request: ApiRequest) => Promise<ApiResponse>;
};
