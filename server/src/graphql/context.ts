import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { verifyAccessToken, type AccessClaims } from '../auth/access-token.js';
import type { CookieJar, SignIn } from '../auth/auth.service.js';
import type { PreviewTarget } from '../modules/preview/preview-token.js';
import type { User } from '../modules/user/user.entity.js';
import { createServices, type ServiceDeps, type Services } from './services.js';

/** What every resolver gets: a request-scoped EntityManager, the caller, and every module's service. */
export interface Context extends Services {
  em: EntityManager;
  ip: string;
  cookies: CookieJar;
  /** The verified claims of the request's bearer token, if any. */
  bearer?: AccessClaims;
  /** The signed-in staff user, looked up once per request from the bearer token. */
  currentUser(): Promise<User | null>;
  /** That user's live sign-in with the database's snapshot read by the same check (decision 0019). */
  signIn(): Promise<SignIn | null>;
  /**
   * The one unpublished item a valid preview token lets this request read through its public item
   * query (a rendered page's `?onizleme=`, or `X-Preview-Token`); undefined without one.
   */
  previewGrant(): Promise<PreviewTarget | undefined>;
}

export interface ContextFactoryDeps extends ServiceDeps {
  em: EntityManager;
}

export function cookieJar(req: Request | undefined, res: Response | undefined, secure: boolean): CookieJar {
  return {
    get: (name) => {
      const value = req?.cookies?.[name];
      return typeof value === 'string' ? value : undefined;
    },
    set: (name, value, { maxAgeMs }) => {
      res?.cookie(name, value, { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(maxAgeMs ? { maxAge: maxAgeMs } : {}) });
    },
    clear: (name) => {
      res?.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    },
  };
}

function bearerToken(req: Request | undefined): string | undefined {
  const header = req?.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Builds the context of one request (GraphQL, a REST call or a server-rendered page, given its preview token). */
export function createContext(deps: ContextFactoryDeps, req?: Request, res?: Response, previewToken = req?.get('x-preview-token')): Context {
  const em = deps.em.fork();
  const services = createServices(em, deps);
  const token = bearerToken(req);
  const claims = token ? verifyAccessToken(token, deps.config.appSecret) : undefined;
  let signIn: Promise<SignIn | null> | undefined;
  const signInOnce = () => (signIn ??= claims ? services.auth.signInOf(claims) : Promise.resolve(null));
  let preview: Promise<PreviewTarget | undefined> | undefined;
  return {
    em,
    ip: req?.ip ?? 'local',
    cookies: cookieJar(req, res, deps.config.production),
    bearer: claims,
    signIn: signInOnce,
    currentUser: async () => (await signInOnce())?.user() ?? null,
    previewGrant: () => (preview ??= services.previews.grant(previewToken)),
    ...services,
  };
}
