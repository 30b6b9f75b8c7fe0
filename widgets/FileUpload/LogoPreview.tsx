/**
 * The picture of a stored logo beside the logo field (ACC-40, WID-04): `GET /api/logos/{id}` is
 * fetched through the API client (it carries the bearer token, an <img src> would not) and shown
 * from a local object URL, which the Content-Security-Policy allows (`img-src blob:`).
 */
import { useEffect, useState } from 'react';
import { t } from '../../engine/core/messages';
import { useApiClient } from '../../engine/react/api/ApiClientProvider';

/** Where a logo's picture is served. */
export const logoUrl = (id: string) => `/api/logos/${encodeURIComponent(id)}`;

/** The logo `id`'s picture, or nothing while it loads or when it cannot be read. */
export function LogoPreview({ id }: { readonly id: string }) {
  const api = useApiClient();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let objectUrl: string | undefined;
    let live = true;
    setUrl(undefined);
    api
      .download(logoUrl(id))
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined); // no picture: the file link beside it still names the logo
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, id]);
  return url ? (
    <img
      className="bo-logo-preview"
      src={url}
      alt={t('upload.logoPreview')}
      style={{ display: 'block', maxHeight: 96, maxWidth: 240, objectFit: 'contain', marginBottom: 6 }}
    />
  ) : null;
}
