/**
 * The Spanish label of a field path, as the form shows it: the schema `title` along the path, else
 * the path's last name. The browser's messages and the server's 400s name fields with it.
 */

interface SchemaNode {
  readonly title?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly items?: SchemaNode;
}

/** A labeler for a module schema: `descripcion` → `Nombre`, `a.0.b` → title of b. */
export function fieldLabeler(schema: object): (path: string) => string {
  return (path) => {
    let node: SchemaNode | undefined = schema as SchemaNode;
    let label = path;
    for (const segment of path.split('.').filter(Boolean)) {
      node = /^\d+$/.test(segment) ? node?.items : node?.properties?.[segment];
      label = node?.title ?? segment;
    }
    return label || path;
  };
}
