// The public exports of @aafiyat/ui. Changing this list is a semver decision (STYLE.md): a removed or renamed
// export needs a major changeset, an added one a minor.
import { expect, it } from 'vitest';
import * as ui from './index';

it('exports exactly the documented runtime names', () => {
  expect(Object.keys(ui).sort()).toMatchSnapshot();
});
