import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { moduleIndexStatements } from './moduleIndexes';

describe('indexes declared by the config', () => {
  it('one expression index per sortable field of each module', () => {
    const config = JSON.parse(readFileSync('screens.config.json', 'utf8'));
    expect(moduleIndexStatements(config)).toContain("CREATE INDEX IF NOT EXISTS records_banco_descripcion_orden ON records (module, lower(data->>'descripcion'), id)");
  });

  it('never inlines a name that is not a plain identifier', () => {
    const config = JSON.parse(readFileSync('screens.config.json', 'utf8'));
    config.modules.banco.list.sortable = ["x'); DROP TABLE records; --"];
    config.modules.banco.list.defaultSort.field = 'id';
    expect(moduleIndexStatements(config)).toEqual([]);
  });
});
