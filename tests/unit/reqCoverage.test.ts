import { describe, expect, it } from 'vitest';
import { idsIn, parseRequirements, testNamesIn, uncovered } from '../../scripts/reqCoverage/requirements';

const catalogue = `## 2.10 BNK — Banks
- **BNK-01** The list shows banks. [D2§2]
- **BNK-02** The form creates a bank.
- **BNK-OP02** [BNK-02] Proposed: unique name.
- **SHR-OP01 (idle).** An override, not a definition.
Text naming **BNK-09** outside a definition.
- **SES-08** A token.
- **SES-09** Another.
- **SES-10** Another.`;

describe('req-coverage', () => {
  it('reads the IDs the catalogue defines, with their section and line, not the ones it only mentions', () => {
    expect(parseRequirements(catalogue)).toEqual([
      { id: 'BNK-01', prefix: 'BNK', line: 2 },
      { id: 'BNK-02', prefix: 'BNK', line: 3 },
      { id: 'BNK-OP02', prefix: 'BNK', line: 4 },
      { id: 'SES-08', prefix: 'SES', line: 7 },
      { id: 'SES-09', prefix: 'SES', line: 8 },
      { id: 'SES-10', prefix: 'SES', line: 9 },
    ]);
  });

  it('finds IDs in a name, ranges included', () => {
    expect(idsIn('BNK-02 and BNK-OP02 save; SES-08..10 tokens; WID-08: masks')).toEqual(['BNK-02', 'BNK-OP02', 'SES-08', 'SES-09', 'SES-10', 'WID-08']);
  });

  it('reads vitest and Playwright test names of every quote and modifier', () => {
    const source = [
      "describe('BNK list', () => {",
      '  it("BNK-01 shows banks", async () => {});',
      '  it.each([1, 2])(`SES-08 token %s`, () => {});',
      "  test.describe('Playwright group', () => { test('BNK-OP02 refuses a duplicate', async ({ page }) => {}); });",
      "  const notATest = 'BNK-02';",
      '});',
    ].join('\n');
    expect(testNamesIn(source)).toEqual(['BNK list', 'BNK-01 shows banks', 'SES-08 token %s', 'Playwright group', 'BNK-OP02 refuses a duplicate']);
  });

  it('lists the requirements of the asked sections that no test names', () => {
    const requirements = parseRequirements(catalogue);
    const names = ['BNK-01 shows banks', 'SES-08..09 tokens'];
    expect(uncovered(requirements, names).map((r) => r.id)).toEqual(['BNK-02', 'BNK-OP02', 'SES-10']);
    expect(uncovered(requirements, names, ['bnk']).map((r) => r.id)).toEqual(['BNK-02', 'BNK-OP02']);
  });
});
