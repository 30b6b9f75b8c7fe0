/** The params of the route that matched (`:id` → `useParams().id`), for the screen it renders. */
import { createContext, useContext, type ReactNode } from 'react';

const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});

export function RouteParams({ params, children }: { readonly params: Readonly<Record<string, string>>; readonly children?: ReactNode }) {
  return <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>;
}

export const useParams = (): Readonly<Record<string, string | undefined>> => useContext(ParamsContext);
