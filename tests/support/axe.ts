/**
 * Accessibility check for rendered stories (jsdom): runs axe-core on a container and returns the
 * serious and critical violations, which a widget's story must not have.
 */
import axe from 'axe-core';

export interface AxeProblem {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
}

export async function seriousA11yProblems(container: Element): Promise<AxeProblem[]> {
  const result = await axe.run(container, {
    // jsdom does not lay out or paint: colour contrast cannot be measured there.
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
