/**
 * What the schema and the ui schema say about the text field at a path of a record's `datos`
 * (object keys and array indices, as in a request body): its label (the schema's `title`) and
 * whether it is multi-line (`ui:widget: "textarea"`), which decides if tab, CR and LF are allowed.
 */
import type { ValuePath } from './storableText';

type Node = Readonly<Record<string, unknown>> | undefined;

const child = (node: Node, key: string): Node => {
  const value = node?.[key];
  return value && typeof value === 'object' ? (value as Node) : undefined;
};

export interface TextFieldInfo {
  /** The field's `title`, when the schema declares one. */
  readonly label?: string;
  readonly multiline: boolean;
}

/** Walks `schema` (properties / items) and `ui` (keys / items) along `path`. */
export function textFieldAt(schema: Node, ui: Node, path: ValuePath): TextFieldInfo {
  let s = schema;
  let u = ui;
  let label: string | undefined;
  for (const segment of path) {
    if (typeof segment === 'number') {
      s = child(s, 'items');
      u = child(u, 'items');
    } else {
      s = child(child(s, 'properties'), segment);
      u = child(u, segment);
      label = typeof s?.title === 'string' ? s.title : undefined;
    }
  }
  return { label, multiline: u?.['ui:widget'] === 'textarea' };
}
