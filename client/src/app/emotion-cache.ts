import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Same key on server and browser: the browser cache adopts the server's
 * `<style data-emotion="mui ...">` tags, so hydration sees identical class names.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'mui' });
}
