/** Puts the ApiClient in context (the app's fetch client, or a story's fake). */
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './ApiClient';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Provides the client to every data hook below. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client in context; rendering a data screen without one is a programming error. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: falta <ApiClientProvider>');
  return client;
}
