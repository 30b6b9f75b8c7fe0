/**
 * Spanish texts of the identity pages that the messages catalogue does not have (the catalogue's
 * `session.*` keys are used where they exist). Written for this product, in the catalogue's style.
 */
export const identityTexts = {
  productName: 'Back-office',
  loginTitle: 'Ingresar',
  loginIntro: 'Ingrese su usuario y contraseña para continuar.',
  usernameLabel: 'Usuario',
  passwordLabel: 'Contraseña',
  submit: 'Ingresar',
  expiredTitle: 'La solicitud de ingreso no es válida',
  expiredBody: 'La solicitud de ingreso expiró o ya fue utilizada. Vuelva a la aplicación para ingresar nuevamente.',
  backToApp: 'Volver a la aplicación',
  invalidRequestBody: 'La solicitud de ingreso no es válida. Vuelva a la aplicación e intente nuevamente.',
  unexpectedTitle: 'No se pudo completar la solicitud',
  unexpectedBody: 'Se produjo un error inesperado. Intente nuevamente en unos minutos.',
  errorCode: 'Código del error',
  logoutTitle: 'Cerrando sesión',
  logoutBody: 'Estamos cerrando su sesión…',
  logoutButton: 'Cerrar sesión',
  loggedOutTitle: 'Sesión cerrada',
  loggedOutBody: 'Su sesión se cerró correctamente.',
  loginAgain: 'Volver a ingresar',
} as const;
