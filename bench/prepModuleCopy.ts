/** A copy of this tree with N synthetic modules (bench/moduleCost.ts's), built, for profiling by hand: `npx tsx bench/prepModuleCopy.ts <dir> <N>`. */
import { spawnSync } from 'node:child_process';
import { writeModule } from '../scripts/new-module';
import { addLinkAndSecondRule, copyTree, syntheticSpec } from './moduleCost';

const [dir, count] = [process.argv[2], Number(process.argv[3] ?? 100)];
copyTree(dir);
for (let i = 1; i <= count; i++) await writeModule(dir, syntheticSpec(i));
for (let i = 1; i <= count; i++) addLinkAndSecondRule(dir, `sintetico${i}`);
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
if (build.status !== 0) throw new Error(`${build.stdout}${build.stderr}`);
console.log(`${dir}: +${count} módulos`);
