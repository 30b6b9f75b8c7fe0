/**
 * One account's card on Home (HOM-04, HOM-OP01): its name and one link per access item, external
 * ones in a new tab. Its access data is cached 15 minutes per user and account (HOM-12, HOM-OP08);
 * a reply with `error.has` says each of its messages (HOM-19), any other failure the spec's
 * message (HOM-20), once per reply.
 */
import { Callout, Card, H3, Icon, Intent, Spinner, type IconName } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '../../../engine/core/messages';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import { useNotify } from '../../../engine/react/notifications/useNotify';
import { Link } from '../../../engine/react/router/Link';
import { fetchAccess, HOME_CACHE_MS, homeKeys, type AccessData, type AccessItem, type HomeAccount } from './homeApi';

/** Replies (and failures) already told: a cached reply shown again on a later visit says nothing twice. */
const told = new WeakSet<object>();

function ItemLink({ item }: { readonly item: AccessItem }) {
  const content = (
    <Card interactive className="bo-home-card">
      <Icon icon={(item.icono as IconName | null) ?? 'application'} size={20} className="bo-home-icon" />
      <span>
        <span className="bo-home-item">{item.etiqueta}</span>
        {item.grupo && <span className="bo-muted bo-home-group">{item.grupo}</span>}
      </span>
    </Card>
  );
  return item.externo ? (
    <a href={item.ruta} target="_blank" rel="noopener noreferrer" className="bo-home-link">
      {content}
    </a>
  ) : (
    <Link to={item.ruta} className="bo-home-link">
      {content}
    </Link>
  );
}

export interface AccountAccessCardProps {
  readonly account: HomeAccount;
  readonly user: string | undefined;
  /** The reply's data once in (the version check reads `extras.version`). */
  readonly onData?: (data: AccessData) => void;
}

/** The card of `account`. */
export function AccountAccessCard({ account, user, onData }: AccountAccessCardProps) {
  const api = useApiClient();
  const { danger } = useNotify();
  const query = useQuery({
    queryKey: homeKeys.access(user, account.id),
    queryFn: ({ signal }) => fetchAccess(api, account.id, signal),
    staleTime: HOME_CACHE_MS,
    gcTime: HOME_CACHE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { data, error } = query;
  useEffect(() => {
    if (data && !told.has(data)) {
      told.add(data);
      onData?.(data);
      if (data.error.has) for (const mensaje of data.error.mensajes.length ? data.error.mensajes : [t('home.loadError')]) danger(mensaje);
    }
  }, [data, danger, onData]);
  useEffect(() => {
    if (error && !told.has(error)) {
      told.add(error);
      danger(t('home.loadError'));
    }
  }, [error, danger]);
  const failed = error || data?.error.has;
  return (
    <section className="bo-home-account" aria-label={account.nombre}>
      <H3 className="bo-home-account-name">{data?.extras.entidad?.nombre ?? account.nombre}</H3>
      {query.isPending && <Spinner size={24} />}
      {failed && (
        <Callout intent={Intent.DANGER} icon="error" className="bo-callout">
          {error ? t('home.loadError') : data!.error.mensajes.join(' ') || t('home.loadError')}
        </Callout>
      )}
      {data &&
        !data.error.has &&
        (data.datos.length ? (
          <nav className="bo-home-grid" aria-label={account.nombre}>
            {data.datos.map((item) => (
              <ItemLink key={item.ruta} item={item} />
            ))}
          </nav>
        ) : (
          <Callout icon="info-sign" className="bo-callout">
            {t('session.noRoles')}
          </Callout>
        ))}
    </section>
  );
}
