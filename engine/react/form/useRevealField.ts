/**
 * "Ver datos" of an encrypted field (x-encrypted, CRD-09): on a saved record the widget offers to
 * ask the server for the clear value (`POST …/revelar/<campo>`, which records the view, CRD-10) and
 * shows it until the form closes. Nothing is offered while creating (the value is the one typed) or
 * for a field that is not encrypted. A refusal says the server's message (the module's denial, CRD-20).
 */
import { useState } from 'react';
import { t } from '../../core/messages';
import { useApiClient } from '../api/ApiClientProvider';
import { isApiError } from '../api/ApiError';
import { moduleApi } from '../data/moduleApi';
import { useNotify } from '../notifications/useNotify';
import type { FormContext } from './formContext';

export interface RevealField {
  /** The record is saved and the field encrypted: "Ver datos" may be offered. */
  readonly available: boolean;
  /** The clear value once revealed. */
  readonly value: string | null;
  readonly loading: boolean;
  reveal(): Promise<void>;
}

/** The reveal state of `field` of the form's record. */
export function useRevealField(field: string, schema: Readonly<Record<string, unknown>>, formContext: FormContext | undefined): RevealField {
  const api = useApiClient();
  const { danger } = useNotify();
  const [value, setValue] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const module = formContext?.messageSource?.module;
  const id = formContext?.recordId;
  const available = schema['x-encrypted'] !== undefined && typeof module === 'string' && typeof id === 'number';
  return {
    available,
    value,
    loading,
    async reveal() {
      if (!available) return;
      setLoading(true);
      try {
        const answer = await api.post<{ valor: string | null }>(moduleApi.reveal(module!, id!, field));
        setValue(answer.valor ?? '');
      } catch (error) {
        danger(isApiError(error) && error.mensaje ? error.mensaje : t('encrypted.revealError'));
      } finally {
        setLoading(false);
      }
    },
  };
}
