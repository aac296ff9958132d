import { css } from '@emotion/react';
import { render } from '@testing-library/react';
import { staticStyled } from './static-styled';

const styles = css({ color: 'rgb(1, 2, 3)' });
const Note = staticStyled('p', styles);

describe('staticStyled in the browser', () => {
  it("inserts the rules into the document's head once, not beside the element, and gives the element its class", () => {
    const { container } = render(
      <>
        <Note className="note">bir</Note>
        <Note>iki</Note>
      </>,
    );
    const [first] = container.querySelectorAll('p');
    expect(first).toHaveClass('note', `css-${styles.name}`);
    expect(container.querySelector('style')).toBeNull();
    expect(getComputedStyle(first!).color).toBe('rgb(1, 2, 3)');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(rules.filter((rule) => rule.includes('rgb(1, 2, 3)'))).toEqual([`.css-${styles.name} {color: rgb(1, 2, 3);}`]);
  });
});
