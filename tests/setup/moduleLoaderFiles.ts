/**
 * The DOM tests' global setup: each module folder's loader file (app/generated/modules/<m>.js,
 * scripts/moduleLoaderFiles.ts), through which the signed-in app loads a module's definition as it
 * does in the build. Written before any test file runs, whether or not a build ran before.
 */
import { resolve } from 'node:path';
import { writeModuleLoaderFiles } from '../../scripts/moduleLoaderFiles';

export default function setup(): void {
  writeModuleLoaderFiles(resolve('schemas'), resolve('app/generated/modules'));
}
