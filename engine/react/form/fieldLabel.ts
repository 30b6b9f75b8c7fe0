/** The Spanish label of a field path: the schema `title` along the path, else the path itself. */
import type { ModuleSchema } from '../../core/schemaRegistry';

interface SchemaNode {
  readonly title?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly items?: SchemaNode;
}

/** A labeler for a module schema: `descripcion` → `Nombre`, `a.0.b` → title of b. */
export function fieldLabeler(schema: ModuleSchema): (path: string) => string {
  return (path) => {
    let node: SchemaNode | undefined = schema as unknown as SchemaNode;
    let label = path;
    for (const segment of path.split('.').filter(Boolean)) {
      node = /^\d+$/.test(segment) ? node?.items : node?.properties?.[segment];
      label = node?.title ?? segment;
    }
    return label || path;
  };
}

/** The DOM id rjsf gives a field (`root_descripcion`). */
export function fieldDomId(path: string): string {
  return ['root', ...path.split('.').filter(Boolean)].join('_');
}
