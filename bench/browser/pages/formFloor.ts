/**
 * Form benchmark, the floor: the same fields as bare uncontrolled inputs (299 fields and the 200
 * passenger rows), built once with the DOM API; nothing runs on a keystroke but the probe.
 */
import { ARRAY_FIELD, benchRecordData, benchSchema } from '../generatedModule';
import { markReadyWhen, measureInputLatency } from './latencyProbe';

const data = benchRecordData();
const form = document.createElement('form');

function input(id: string, label: string, property: { type?: unknown; enum?: unknown; format?: unknown }, value: unknown): HTMLElement {
  const wrap = document.createElement('div');
  const caption = document.createElement('label');
  caption.htmlFor = id;
  caption.textContent = label;
  let control: HTMLInputElement | HTMLSelectElement;
  if (Array.isArray(property.enum)) {
    control = document.createElement('select');
    for (const option of property.enum) control.add(new Option(String(option), String(option), false, option === value));
  } else {
    control = document.createElement('input');
    control.type =
      property.type === 'boolean'
        ? 'checkbox'
        : property.type === 'number' || property.type === 'integer'
          ? 'number'
          : property.format === 'date'
            ? 'date'
            : 'text';
    if (control.type === 'checkbox') control.checked = value === true;
    else control.value = String(value ?? '');
  }
  control.id = id;
  wrap.append(caption, control);
  return wrap;
}

for (const [name, property] of Object.entries(benchSchema.properties)) {
  if (name === ARRAY_FIELD) continue;
  form.append(input(`root_${name}`, String(property.title), property, data[name]));
}
const rows = data[ARRAY_FIELD] as Array<Record<string, unknown>>;
rows.forEach((row, r) => {
  const fieldset = document.createElement('fieldset');
  for (const [key, type] of [
    ['nombre', 'string'],
    ['documento', 'string'],
    ['edad', 'integer'],
  ] as const) {
    fieldset.append(input(`root_${ARRAY_FIELD}_${r}_${key}`, key, { type }, row[key]));
  }
  form.append(fieldset);
});

measureInputLatency();
markReadyWhen(() => true);
document.getElementById('root')!.append(form);
