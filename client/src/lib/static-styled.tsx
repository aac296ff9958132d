import createCache from '@emotion/cache';
import { __unsafe_useEmotionCache as useEmotionCache, type SerializedStyles } from '@emotion/react';
import { insertStyles } from '@emotion/utils';
import { useInsertionEffect, type ComponentPropsWithRef, type ElementType, type JSX } from 'react';

const onServer = typeof document === 'undefined';

/** The names Emotion writes in a `<style>`'s `data-emotion`: the styles' own and those chained after it. */
function insertedNames(styles: SerializedStyles): string {
  let names = styles.name;
  for (let next = styles.next; next !== undefined; next = next.next) names += ` ${next.name}`;
  return names;
}

export type StaticStyledProps<Tag extends keyof JSX.IntrinsicElements> = ComponentPropsWithRef<Tag> & { as?: ElementType };

/**
 * `styled[tag](styles)` for styles serialised once with `css()` (lib/static-styles.ts): the same
 * markup (the element with the class `<key>-<name>`, and on the server the rules in a `<style>`
 * just before it the first time a render shows them), without Emotion's work on every render:
 * its styled wrapper serialises the styles again each time, concatenating, scanning for labels
 * and hashing the whole CSS (40-50 kB on a reader's page), to arrive at the same name.
 * A `className` given is kept before the styles' class; it is not composed with them (Emotion
 * would merge another styled element's class into new styles; no page does that here).
 */
export function staticStyled<Tag extends keyof JSX.IntrinsicElements>(tag: Tag, styles: SerializedStyles) {
  function StaticStyled({ as, ...props }: StaticStyledProps<Tag>) {
    // Outside a CacheProvider (only a server render in a test) a cache of its own, as Emotion's elements do.
    const cache = useEmotionCache() ?? createCache({ key: 'css' });
    // The browser inserts the rules into <head> before the element is laid out, as Emotion does.
    useInsertionEffect(() => void insertStyles(cache, styles, true));
    const rules = onServer ? insertStyles(cache, styles, true) : undefined;
    const Element: ElementType = as ?? tag;
    return (
      <>
        {rules === undefined ? null : <style data-emotion={`${cache.key} ${insertedNames(styles)}`} dangerouslySetInnerHTML={{ __html: rules }} nonce={cache.sheet.nonce} />}
        <Element {...props} className={`${props.className ? `${props.className} ` : ''}${cache.key}-${styles.name}`} />
      </>
    );
  }
  StaticStyled.displayName = `StaticStyled(${tag})`;
  return StaticStyled;
}
