/** Home's footer (HOM-17, HOM-OP06): the server's text and links; a failure shows nothing (the API client logs it). */
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import { fetchFooter, HOME_CACHE_MS, homeKeys } from './homeApi';

export function HomeFooter({ user }: { readonly user: string | undefined }) {
  const api = useApiClient();
  const { data } = useQuery({
    queryKey: homeKeys.footer(user),
    queryFn: ({ signal }) => fetchFooter(api, signal),
    staleTime: HOME_CACHE_MS,
    gcTime: HOME_CACHE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (!data || (!data.texto && !data.enlaces?.length)) return null;
  return (
    <footer className="bo-home-footer">
      {data.texto && <span>{data.texto}</span>}
      {data.enlaces?.map((link) => (
        <a key={link.url} href={link.url} target={/^https?:/i.test(link.url) ? '_blank' : undefined} rel="noopener noreferrer">
          {link.etiqueta}
        </a>
      ))}
    </footer>
  );
}
