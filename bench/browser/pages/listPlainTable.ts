/** List benchmark, the baseline: a bare HTML table of the same 10,000 rows and columns, built once with the DOM API. */
import { LIST_ROWS, benchListData, listColumns } from '../generatedModule';
import { markReadyWhen } from './latencyProbe';

const table = document.createElement('table');
const head = table.createTHead().insertRow();
for (const column of listColumns) head.insertCell().outerHTML = `<th scope="col">${column.label}</th>`;
const body = table.createTBody();
for (const row of benchListData()) {
  const tr = body.insertRow();
  for (const column of listColumns)
    tr.insertCell().textContent = typeof row[column.field] === 'boolean' ? (row[column.field] ? 'Sí' : 'No') : String(row[column.field]);
}

markReadyWhen(() => document.querySelectorAll('tbody tr').length === LIST_ROWS);
document.getElementById('root')!.append(table);
