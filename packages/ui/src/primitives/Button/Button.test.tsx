import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { Button, buttonTones, buttonVariants } from './index';

/** Every style rule in the page's sheets, with the media condition it sits in ('' at the top level). */
function styleRules(): { selector: string; media: string }[] {
  const found: { selector: string; media: string }[] = [];
  const walk = (rules: CSSRuleList, media: string) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) found.push({ selector: rule.selectorText, media });
      else if (rule instanceof CSSMediaRule) walk(rule.cssRules, rule.conditionText);
    }
  };
  for (const sheet of document.styleSheets) walk(sheet.cssRules, '');
  return found;
}

describe('Button', () => {
  it('changes colour under the pointer only where the device can hover', async () => {
    // A phone has no hover: a tap left the last button it pressed in its hover colour, and the colour's
    // transition repainted the page in the frames that answer the press (a slower tap on a slow phone).
    const screen = await render(
      <AafiyatProvider>
        {buttonVariants.flatMap((variant) =>
          buttonTones.map((tone) => (
            <Button key={`${variant}-${tone}`} variant={variant} tone={tone}>
              {`${variant} ${tone}`}
            </Button>
          )),
        )}
      </AafiyatProvider>,
    );
    const classes = new Set(
      [...screen.container.querySelectorAll('button')].flatMap((button) => [...button.classList]),
    );
    const hoverRules = styleRules().filter(
      ({ selector }) =>
        selector.includes(':hover') && [...classes].some((name) => selector.includes(`.${name}`)),
    );
    expect(hoverRules.length).toBeGreaterThanOrEqual(buttonVariants.length * buttonTones.length);
    expect(hoverRules.filter(({ media }) => media !== '(hover: hover)')).toEqual([]);
  });
});
