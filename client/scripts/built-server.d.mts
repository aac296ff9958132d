import type { Browser } from 'playwright-core';

export function newDataDir(prefix?: string): string;
export function serverEnv(dataDir: string, overrides?: Record<string, string>): NodeJS.ProcessEnv;
export function startServer(options?: { env?: Record<string, string>; dataDir?: string }): { ready: Promise<string>; stop(): Promise<void> };
/** Debian's Chromium, headless, with the flags this machine needs. */
export function launchBrowser(): Promise<Browser>;
