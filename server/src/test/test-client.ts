/** A small HTTP client that behaves like a browser tab: a cookie jar, the CSRF header, a bearer token. */
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken?: string;
  accessToken?: string;

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; form?: FormData; csrf?: boolean; bearer?: boolean; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (options.csrf ?? method !== 'GET') headers['x-csrf-token'] = await this.csrf();
    if ((options.bearer ?? true) && this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      redirect: 'manual',
    });
    this.keepCookies(response.headers);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: body as T };
  }

  get<T = any>(path: string, options?: Parameters<TestClient['request']>[2]) {
    return this.request<T>('GET', path, options);
  }

  post<T = any>(path: string, json?: unknown, options?: Parameters<TestClient['request']>[2]) {
    return this.request<T>('POST', path, { ...options, json: json ?? {} });
  }

  put<T = any>(path: string, json?: unknown, options?: Parameters<TestClient['request']>[2]) {
    return this.request<T>('PUT', path, { ...options, json: json ?? {} });
  }

  patch<T = any>(path: string, json?: unknown, options?: Parameters<TestClient['request']>[2]) {
    return this.request<T>('PATCH', path, { ...options, json: json ?? {} });
  }

  delete<T = any>(path: string, options?: Parameters<TestClient['request']>[2]) {
    return this.request<T>('DELETE', path, options);
  }

  /**
   * A `multipart/form-data` request as a browser form sends it: text `fields`, and `files` as
   * `{ name, bytes, type }` (fetch sets the boundary), with the CSRF header, cookies and bearer.
   */
  multipart<T = any>(
    method: string,
    path: string,
    fields: Record<string, string> = {},
    files: Record<string, { name: string; bytes: Uint8Array; type?: string }> = {},
    options?: Parameters<TestClient['request']>[2],
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [field, file] of Object.entries(files)) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
    return this.request<T>(method, path, { ...options, form });
  }

  /** Runs a GraphQL operation over POST /graphql (with the CSRF header and the bearer token). */
  graphql<T = any>(query: string, variables?: Record<string, unknown>, options?: Parameters<TestClient['request']>[2]) {
    return this.request<{ data?: T; errors?: { message: string; extensions: Record<string, any> }[] }>('POST', '/graphql', {
      ...options,
      json: { query, variables },
    });
  }

  async csrf(): Promise<string> {
    if (!this.csrfToken) {
      const response = await this.request<{ token: string }>('GET', '/api/app/get-csrf-token', { csrf: false, bearer: false });
      this.csrfToken = response.body.token;
    }
    return this.csrfToken;
  }

  /** Signs in over REST and keeps the access token, as the web client does. */
  async signIn(email: string, password: string, rememberMe = false) {
    const response = await this.post('/api/auth/signin', { email, password, rememberMe });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
    this.accessToken = response.body.accessToken;
    return response;
  }

  private keepCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
