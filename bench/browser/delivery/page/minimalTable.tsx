/**
 * The delivery benchmark's baseline: a minimal React + Blueprint page that fetches the same API
 * call as the bank list (`?api=`, with the signed-in user's token from sessionStorage) and renders
 * one table of the rows. Built by the same bundler with the same compression and served by the
 * same server (bench/browser/delivery/deliveryBench.ts).
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import { HTMLTable } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Row {
  readonly id: number;
  readonly datos: Record<string, unknown>;
}

function token(): string {
  const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
  return key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : '';
}

function MinimalTable({ api, columns }: { api: string; columns: string[] }) {
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    void fetch(api, { headers: { Accept: 'application/json', Authorization: `Bearer ${token()}` } })
      .then((response) => response.json())
      .then((body: { datos: Row[] }) => setRows(body.datos));
  }, [api]);
  return (
    <HTMLTable striped>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c}>{c}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((c) => (
              <td key={c}>{String(row.datos[c] ?? '')}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

const params = new URLSearchParams(location.search);
createRoot(document.getElementById('root')!).render(<MinimalTable api={params.get('api') ?? ''} columns={(params.get('columnas') ?? '').split(',')} />);
