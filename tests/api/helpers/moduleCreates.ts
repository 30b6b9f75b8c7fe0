/**
 * Creates of one module through the API as a test drives them: the create call, the count of the
 * module's stored records, the field problems of a 400, and a refused create checked to store nothing.
 */
import { expect } from 'vitest';
import type { TestApp } from './testApp';

export interface FieldProblem {
  readonly path: string;
  readonly mensaje: string;
}

/** The field problems (`campos`) of an error answer. */
export const fieldProblems = (res: { json(): { error: { campos?: FieldProblem[] } } }): FieldProblem[] => res.json().error.campos ?? [];

/** The helpers of `module`, on the app `app()` gives (started in a beforeAll). */
export function moduleCreates(app: () => TestApp, module: string) {
  const count = async () =>
    Number(
      (
        await app()
          .db.selectFrom('records')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('module', '=', module)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const create = (datos: Record<string, unknown>, user = 'staff') => app().as(user, { method: 'POST', url: `/api/modulos/${module}`, payload: { datos } });
  /** A refused create: status 400, the expected problems among those answered, and nothing stored. */
  const refused = async (datos: Record<string, unknown>, expected: FieldProblem[]) => {
    const before = await count();
    const res = await create(datos);
    expect(res.statusCode).toBe(400);
    expect(fieldProblems(res)).toEqual(expect.arrayContaining(expected));
    expect(await count()).toBe(before);
    return res;
  };
  return { count, create, refused };
}
