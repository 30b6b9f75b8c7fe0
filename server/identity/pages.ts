/**
 * The identity pages in Spanish: login form, "request expired" and error pages, and the logout
 * pages oidc-provider asks for. Every dynamic value goes through escapeHtml.
 */
import { escapeHtml, renderPage, trusted } from './html';
import { t } from '../../engine/core/messages';

export interface LoginPageOptions {
  /** The interaction id; the form posts back to /ingresar/<uid>. */
  readonly uid: string;
  readonly loginPath: string;
  /** The username typed before, kept after a failed attempt. */
  readonly username?: string;
  /** Error text shown above the form (from the messages catalogue). */
  readonly error?: string;
}

/** The login form: Usuario, Contraseña, Ingresar. */
export function loginPage(options: LoginPageOptions): string {
  const action = `${options.loginPath}/${encodeURIComponent(options.uid)}`;
  const error = options.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(options.error)}</p>\n` : '';
  const describedBy = options.error ? ' aria-describedby="login-error"' : '';
  return renderPage({
    title: t('login.title'),
    content: trusted(`<h1>${escapeHtml(t('login.title'))}</h1>
<p class="intro">${escapeHtml(t('login.intro'))}</p>
${error}<form method="post" action="${escapeHtml(action)}" autocomplete="on">
<label for="username">${escapeHtml(t('login.usernameLabel'))}</label>
<input id="username" name="username" type="text" value="${escapeHtml(options.username ?? '')}" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="200" required autofocus${describedBy}>
<label for="password">${escapeHtml(t('login.passwordLabel'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="1000" required>
<button type="submit">${escapeHtml(t('login.submit'))}</button>
</form>`),
  });
}

export interface ChangePasswordPageOptions {
  /** The interaction id; the form posts back to /ingresar/<uid>/contrasena. */
  readonly uid: string;
  readonly loginPath: string;
  /** The signed proof that this browser gave the temporary password (loginTicket.ts). */
  readonly ticket: string;
  /** The minimum length, told in the hint. */
  readonly minLength: number;
  /** Error text shown above the form (from the messages catalogue). */
  readonly error?: string;
}

/** The forced change of a temporary password, between the login form and the end of the sign-in (decision 154). */
export function changePasswordPage(options: ChangePasswordPageOptions): string {
  const action = `${options.loginPath}/${encodeURIComponent(options.uid)}/contrasena`;
  const error = options.error ? `<p class="error" role="alert" id="change-error">${escapeHtml(options.error)}</p>\n` : '';
  const describedBy = options.error ? 'change-error change-hint' : 'change-hint';
  return renderPage({
    title: t('login.changeTitle'),
    content: trusted(`<h1>${escapeHtml(t('login.changeTitle'))}</h1>
<p class="intro">${escapeHtml(t('login.changeIntro'))}</p>
${error}<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<input type="hidden" name="ticket" value="${escapeHtml(options.ticket)}">
<label for="new-password">${escapeHtml(t('login.newPasswordLabel'))}</label>
<input id="new-password" name="password" type="password" autocomplete="new-password" maxlength="1000" required autofocus aria-describedby="${describedBy}">
<p class="note" id="change-hint">${escapeHtml(t('password.hint', { min: options.minLength }))}</p>
<label for="repeat-password">${escapeHtml(t('login.repeatPasswordLabel'))}</label>
<input id="repeat-password" name="repeat" type="password" autocomplete="new-password" maxlength="1000" required>
<button type="submit">${escapeHtml(t('login.changeSubmit'))}</button>
</form>`),
  });
}

export interface MessagePageOptions {
  readonly title: string;
  readonly message: string;
  /** Optional link back (e.g. to the application). */
  readonly link?: { readonly href: string; readonly label: string };
  /** Optional technical code shown small (e.g. an OAuth error code). */
  readonly code?: string;
}

/** A page with a title, a sentence and an optional link: errors, expired requests, logout done. */
export function messagePage(options: MessagePageOptions): string {
  const link = options.link ? `\n<p class="note"><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a></p>` : '';
  const code = options.code ? `\n<p class="note">${escapeHtml(t('login.errorCode'))}: <code>${escapeHtml(options.code)}</code></p>` : '';
  return renderPage({
    title: options.title,
    content: trusted(`<h1>${escapeHtml(options.title)}</h1>\n<p class="intro">${escapeHtml(options.message)}</p>${code}${link}`),
  });
}

/**
 * The logout confirmation. `providerForm` is oidc-provider's own form (its action and one-time xsrf
 * value); we add `logout=yes` (end the whole session, not only this client's part) and a button
 * for browsers without script, and the auto-submit script makes it one step for everyone else.
 */
export function logoutPage(providerForm: string): string {
  const extra = `<input type="hidden" name="logout" value="yes"/>\n<button type="submit">${escapeHtml(t('login.logoutButton'))}</button>\n</form>`;
  const form = providerForm.includes('</form>') ? providerForm.replace('</form>', extra) : providerForm;
  return renderPage({
    title: t('login.logoutTitle'),
    content: trusted(`<h1>${escapeHtml(t('login.logoutTitle'))}</h1>\n<p class="intro">${escapeHtml(t('login.logoutBody'))}</p>\n${form}`),
    autoSubmit: true,
  });
}
