/**
 * One cell of a link-list table: the column's text of the row; a combo column shows the option's
 * description (the code while the combo loads or when it is not an option), as the form's selector does.
 */
import type { LinkRow } from '../../engine/core/linkList/linkRow';
import type { ResolvedColumn } from '../../engine/core/linkList/linkListColumns';
import { useLookup } from '../../engine/react/data/useLookup';

function ComboText({ combo, code }: { readonly combo: string; readonly code: string }) {
  const options = useLookup(combo).data;
  return <>{options?.find((option) => option.codigo === code)?.descripcion ?? code}</>;
}

export function LinkListCell({ column, row }: { readonly column: ResolvedColumn; readonly row: LinkRow }) {
  const text = column.text(row);
  return column.combo && text ? <ComboText combo={column.combo} code={text} /> : <>{text}</>;
}
