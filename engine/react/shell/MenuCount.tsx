/** A count beside a menu entry (`menu[].count`: an API path answering `{ cantidad }`; SUP-16's pending suppliers), shown when above zero. */
import { Classes, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../core/messages';
import { useApiClient } from '../api/ApiClientProvider';
import { useAfterFirstScreen } from '../loading/useAfterFirstScreen';
import { COUNT_KEY } from '../transitions/countKey';

export function MenuCount({ path }: { readonly path: string }) {
  const api = useApiClient();
  // Asked once the first screen has settled, not beside its own calls (decision 119).
  const ready = useAfterFirstScreen();
  // A failed count shows nothing: the entry still opens its screen, which says what failed.
  const query = useQuery({ queryKey: [COUNT_KEY, path], queryFn: () => api.get<{ cantidad: number }>(path), staleTime: 60_000, retry: false, enabled: ready });
  const count = query.data?.cantidad ?? 0;
  if (!count) return null;
  return (
    <span className={Classes.MENU_ITEM_LABEL}>
      <Tag round intent="warning" aria-label={t('menu.count', { cantidad: count })}>
        {count}
      </Tag>
    </span>
  );
}
