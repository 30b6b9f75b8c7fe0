/** With an external identity provider: users are managed there; its claims' mapping to roles (decision 154). */
import { Callout, HTMLTable } from '@blueprintjs/core';
import { t } from '../../../../engine/core/messages';
import { msg, type IdentityInfo } from './userApi';

export function ExternalIdentity({ info }: { info: IdentityInfo }) {
  const rules = info.reglas ?? [];
  return (
    <Callout intent="primary" icon="info-sign" title={t(msg('externalTitle'))} className="bo-callout">
      <p>{t(msg('externalBody'), { emisor: info.emisor ?? '' })}</p>
      {rules.length ? (
        <HTMLTable compact aria-label={t(msg('externalTitle'))}>
          <thead>
            <tr>
              <th scope="col">{t(msg('claimColumn'))}</th>
              <th scope="col">{t(msg('valueColumn'))}</th>
              <th scope="col">{t(msg('roleColumn'))}</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => (
              <tr key={`${rule.valor}-${rule.rol}`}>
                <td>
                  <code>{info.claim}</code>
                </td>
                <td>
                  <code>{rule.valor}</code>
                </td>
                <td>{rule.rol}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p>{t(msg('externalNoMapping'))}</p>
      )}
    </Callout>
  );
}
