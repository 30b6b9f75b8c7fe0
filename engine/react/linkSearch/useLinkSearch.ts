/**
 * The headless controller of a search-and-link dialog: search text, the search through the kind's
 * module list API (LNK-08…14), results, single or multiple selection (LNK-OP05) and confirmation,
 * with every notice of LNK-23…28 shown through the notifications. The view only renders it.
 */
import { useCallback, useRef, useState } from 'react';
import { linkNoticeText, linkNotice, type LinkNotice } from '../../core/linkSearch/linkNotices';
import { confirmProblem, searchProblem, toggleSelection, type LinkId } from '../../core/linkSearch/linkSelection';
import { t } from '../../core/messages';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from '../data/moduleApi';
import type { ListResponse, ModuleRecord } from '../data/types';
import { useNotify } from '../notifications/useNotify';
import { useLinkKind } from './useLinkKind';

/** A picked record as the dialog hands it over. */
export interface LinkedRecord {
  readonly id: number;
  readonly datos: Readonly<Record<string, unknown>>;
}

export interface LinkSearchOptions {
  readonly kind: string;
  readonly multiple: boolean;
  readonly linkedIds: readonly LinkId[];
  readonly onConfirm: (records: readonly LinkedRecord[]) => void;
  /** Which found records may be picked (x-link.filter: the others are not listed); absent: all. */
  readonly allowed?: (datos: Readonly<Record<string, unknown>>) => boolean;
}

/** State and actions of one dialog. */
export function useLinkSearch({ kind, multiple, linkedIds, onConfirm, allowed }: LinkSearchOptions) {
  const info = useLinkKind(kind);
  const api = useApiClient();
  const { notify } = useNotify();
  const [text, setText] = useState('');
  const [results, setResults] = useState<readonly ModuleRecord[] | null>(null);
  const [selected, setSelected] = useState<readonly LinkId[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);

  const show = useCallback((notice: LinkNotice) => notify({ intent: notice.intent, message: linkNoticeText(notice) }), [notify]);

  /** Runs the search, unless the text is too short (LNK-23: a warning and no call). */
  const search = useCallback(async () => {
    const problem = searchProblem(info.nounKind, info.config, text, info.noun);
    if (problem) return show(problem);
    const call = ++latest.current;
    setSearching(true);
    try {
      const params: Record<string, string> = { ...info.config.filters, limit: String(info.config.cap), offset: '0' };
      // The light reply (CON-08 `lite`): the kind's columns and what a pick reads, not whole records.
      if (info.lite) params.lite = 'true';
      if (text.trim()) params[info.textParam] = text.trim();
      const reply = await api.get<ListResponse>(moduleApi.list(info.config.module), params);
      if (call !== latest.current) return;
      const found = allowed ? reply.datos.filter((r) => allowed(r.datos)) : reply.datos;
      setResults(found);
      setSelected([]);
      if (!found.length) show(linkNotice(info.nounKind, 'noResults', info.noun));
      else if (reply.extras.capReached) notify({ intent: 'warning', message: t('search.capReached', { cap: info.config.cap }) });
    } catch {
      if (call === latest.current) show(linkNotice(info.nounKind, 'searchError', info.noun));
    } finally {
      if (call === latest.current) setSearching(false);
    }
  }, [allowed, api, info, notify, show, text]);

  /** Selects or unselects a row (one row at a time when single). */
  const toggle = useCallback((id: number) => setSelected((current) => toggleSelection(current, id, multiple)), [multiple]);

  /** Hands the selected records over, unless nothing is selected or one is already linked (LNK-27, LNK-28). */
  const confirm = useCallback(() => {
    const problem = confirmProblem(info.nounKind, selected, linkedIds, info.noun);
    if (problem) return show(problem);
    const chosen = new Set(selected.map(String));
    onConfirm((results ?? []).filter((r) => chosen.has(String(r.id))).map((r) => ({ id: r.id, datos: r.datos })));
  }, [info, linkedIds, onConfirm, results, selected, show]);

  /** Back to an empty dialog (on close). */
  const reset = useCallback(() => {
    latest.current++;
    setText('');
    setResults(null);
    setSelected([]);
    setSearching(false);
  }, []);

  const isSelected = useCallback((id: number) => selected.some((s) => String(s) === String(id)), [selected]);

  return { info, text, setText, search, searching, results, isSelected, toggle, confirm, reset };
}
