/**
 * @jest-environment node
 */
import createCache from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import styled from '@emotion/styled';
import type { ElementType } from 'react';
import { renderToString } from 'react-dom/server';
import { staticStyled } from './static-styled';

const styles = css({ color: 'red', display: 'flex', '& .inner': { margin: 0 }, '@media (min-width: 900px)': { color: 'blue' } });
const EmotionSection = styled.section(styles);
const StaticSection = staticStyled('section', styles);

/** A server render of two elements of `Section` in one cache, as a page is rendered. */
function page(Section: ElementType): string {
  return renderToString(
    <CacheProvider value={createCache({ key: 'mui' })}>
      <Section id="first" className="outer" aria-label="Birinci">
        <span className="inner">bir</span>
      </Section>
      <Section>iki</Section>
    </CacheProvider>,
  );
}

describe('staticStyled on the server', () => {
  it("renders what Emotion's styled element renders: the rules before the first element only, then the class after a given one", () => {
    expect(typeof document).toBe('undefined');
    const html = page(StaticSection);
    expect(html).toBe(page(EmotionSection));
    expect(html.match(/<style data-emotion="mui [a-z0-9]+">/g)).toHaveLength(1);
    expect(html).toContain(`class="outer mui-${styles.name}"`);
    expect(html).toContain('@media (min-width: 900px)');
  });

  it('renders the rules again in the next render (each page has its own cache) and another tag when asked', () => {
    expect(page(StaticSection)).toBe(page(StaticSection));
    const html = renderToString(
      <CacheProvider value={createCache({ key: 'mui' })}>
        <StaticSection as="aside">yan</StaticSection>
      </CacheProvider>,
    );
    expect(html).toMatch(/^<style data-emotion="mui [a-z0-9]+">[^<]+<\/style><aside class="mui-[a-z0-9]+">yan<\/aside>$/);
  });
});
