import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { seriousA11yProblems } from './axe';

describe('axe helper', () => {
  it('finds a serious problem (an input without a label) and none in a labelled one', async () => {
    const bad = render(<input type="text" />);
    expect((await seriousA11yProblems(bad.container)).map((p) => p.id)).toContain('label');
    bad.unmount();
    const good = render(
      <div>
        <label htmlFor="x">Nombre</label>
        <input id="x" type="text" />
      </div>,
    );
    expect(await seriousA11yProblems(good.container)).toEqual([]);
  });
});
