/**
 * The messages that only forms, widgets, dialogs opened from forms and the server name: the second
 * file of the catalogue (engine/core/messages.ts, decision 120). The server and the tests import
 * it with the catalogue; the browser build replaces this module by laterMessages.browser.ts, which
 * downloads it when `loadLaterMessages` is first called.
 */
import { ours, spec, type CatalogueEntry } from './catalogueEntry';

export const laterMessages = {
  // SES / ROL
  'session.loginFailed': ours('Usuario o contraseña incorrectos.'),
  'session.loginMissing': ours('Debe ingresar usuario y contraseña.'),
  'session.loginInvalidCharacters': ours('El usuario o la contraseña contienen caracteres no válidos.'),
  'session.loginLocked': ours('Demasiados intentos fallidos. Espere {seconds} segundos e intente nuevamente.'),
  'session.required': ours('Debe iniciar sesión para continuar.'),
  'access.write': ours('No tiene permisos para modificar este registro.'),
  'access.field': ours('No tiene permisos para ver el campo {campo}.'),
  'session.noAccount': ours('El usuario no tiene una cuenta asociada.'),
  'session.noTokenAccount': ours('El token no tiene una cuenta asociada.'), // SES-23, SES-OP08
  'access.forcedField': ours('No tiene permisos para guardar el campo {campo} que esta operación fija.'),

  // Login, logout and error pages of the embedded identity provider (server/identity; ours)
  'login.title': ours('Ingresar'),
  'login.intro': ours('Ingrese su usuario y contraseña para continuar.'),
  'login.usernameLabel': ours('Usuario'),
  'login.passwordLabel': ours('Contraseña'),
  'login.submit': ours('Ingresar'),
  'login.expiredTitle': ours('La solicitud de ingreso no es válida'),
  'login.expiredBody': ours('La solicitud de ingreso expiró o ya fue utilizada. Vuelva a la aplicación para ingresar nuevamente.'),
  'login.backToApp': ours('Volver a la aplicación'),
  'login.invalidRequestBody': ours('La solicitud de ingreso no es válida. Vuelva a la aplicación e intente nuevamente.'),
  'login.unexpectedTitle': ours('No se pudo completar la solicitud'),
  'login.unexpectedBody': ours('Se produjo un error inesperado. Intente nuevamente en unos minutos.'),
  'login.errorCode': ours('Código del error'),
  'login.logoutTitle': ours('Cerrando sesión'),
  'login.logoutBody': ours('Estamos cerrando su sesión…'),
  'login.logoutButton': ours('Cerrar sesión'),
  'login.loggedOutTitle': ours('Sesión cerrada'),
  'login.loggedOutBody': ours('Su sesión se cerró correctamente.'),
  'login.loginAgain': ours('Volver a ingresar'),

  // SHR generic
  'form.missingShort': spec('Debe completar los campos obligatorios'), // SHR-07
  'form.loadError': ours('Se produjo un error al obtener los datos.'),
  'form.notFound': ours('El registro solicitado no existe.'),
  'computed.error': ours('No se pudo calcular el campo {campo}.'),
  'search.error': spec('Se produjo un error al realizar la búsqueda, vuelva a intentarlo.'), // SHR-10
  'search.minLengthBox': spec('Debe ingresar al menos tres caracteres en la búsqueda.'), // SGC-11 (a screen's own minLengthMessage)

  // API-level validation (ours)
  'api.badRequest': ours('La solicitud no es válida.'),
  'search.unsupportedCriterion': ours('Esta búsqueda no admite el criterio {criterio}.'), // LNK-06
  'api.malformedJson': ours('El cuerpo de la solicitud no es un JSON válido.'),
  'api.tooLarge': ours('La solicitud supera el tamaño máximo permitido.'),
  'api.notFound': ours('El recurso solicitado no existe.'),
  'api.unsupportedMedia': ours('El tipo de contenido de la solicitud no es compatible.'),
  'api.rateLimited': ours('Demasiadas solicitudes. Espere un momento e intente nuevamente.'),
  'api.uriTooLong': ours('La dirección solicitada es demasiado larga.'),
  'api.headersTooLarge': ours('Los encabezados de la solicitud superan el tamaño máximo permitido.'),
  'api.timeout': ours('La solicitud tardó demasiado en llegar. Intente nuevamente.'),
  'api.badEncoding': ours('El cuerpo de la solicitud no está en la codificación declarada.'),
  'api.unsupportedEncoding': ours('La codificación del cuerpo de la solicitud no es compatible.'),
  'api.unavailable': ours('El servicio no está disponible en este momento. Intente nuevamente en unos instantes.'),
  'api.notAcceptable': ours('El formato de respuesta pedido no está disponible.'),
  'api.unauthenticated': spec('Error con credenciales de logueo'),
  'validation.required': ours('El campo {field} es obligatorio.'),
  'validation.type': ours('El campo {field} tiene un formato inválido.'),
  'validation.date': ours('El campo {field} no es una fecha válida. Use el formato dd/mm/aaaa.'),
  'validation.maxLength': ours('El campo {field} admite como máximo {limit} caracteres.'),
  'validation.minLength': ours('El campo {field} debe tener al menos {limit} caracteres.'),
  'validation.unknownField': ours('El campo {field} no es válido para este formulario.'),
  'validation.range': ours('El campo {field} está fuera del rango permitido.'),
  'validation.minimum': ours('El campo {field} debe ser mayor o igual a {limit}.'),
  'validation.maximum': ours('El campo {field} debe ser menor o igual a {limit}.'),
  'validation.exclusiveMinimum': ours('El campo {field} debe ser mayor que {limit}.'),
  'validation.exclusiveMaximum': ours('El campo {field} debe ser menor que {limit}.'),
  'validation.enum': ours('El campo {field} tiene un valor no permitido.'),
  'validation.pattern': ours('El campo {field} tiene un formato inválido.'),
  'validation.generic': ours('El campo {field} no es válido.'),
  // Plausibility limits of dates, amounts and links (engine/core/limits/fieldLimits.ts)
  'validation.controlCharacters': ours('El campo {field} contiene caracteres no permitidos.'),
  'validation.versionRequired': ours('Falta la versión del registro leída antes de editar.'),

  // Form / list chrome (ours)
  'ui.save': ours('Guardar'),
  'ui.edit': ours('Editar'),
  'ui.history': ours('Historial'),
  'ui.historyEmpty': ours('El registro no tiene cambios registrados.'),
  'ui.historyWho': ours('Usuario'),
  'ui.historyWhen': ours('Fecha'),
  'ui.historyField': ours('Campo'),
  'ui.historyBefore': ours('Antes'),
  'ui.historyAfter': ours('Después'),
  'ui.historyCreated': ours('Alta del registro'),
  'ui.readOnly': ours('Solo lectura'),
  'ui.home': ours('Inicio'),
  'ui.login': ours('Ingresar'),
  'ui.vigente': ours('Vigente'),
  'ui.errorSummaryTitle': ours('Campos obligatorios incompletos'),
  'ui.reload': ours('Recargar'),
  'ui.close': ours('Cerrar'),
  'save.conflictTitle': ours('El registro cambió mientras lo editaba'),
  'draft.restoreTitle': ours('Datos sin guardar'),
  'draft.restoreBody': ours('Hay cambios de este formulario que no se guardaron ({when}). ¿Desea recuperarlos?'),
  'draft.restore': ours('Recuperar'),
  'draft.discard': ours('Descartar'),
  'draft.restored': ours('Se recuperaron los datos que no había guardado.'),
  'draft.leaveTitle': ours('Cambios sin guardar'),
  'draft.leaveBody': ours('Si sale del formulario perderá los cambios que no guardó. ¿Desea salir igualmente?'),
  'draft.leave': ours('Salir sin guardar'),
  'draft.stay': ours('Seguir editando'),

  // Removing a record from its parent's list (modules.<m>.delete; CRD-12, CRD-13, FEE-14)
  'delete.action': ours('Eliminar'),
  'delete.cancel': ours('Cancelar'),
  'delete.marked': ours('Eliminado'),
  'delete.newConfirm': ours('¿Confirma que desea eliminar el registro? Se agregó en esta edición y se borrará definitivamente.'),
  'delete.undone': ours('El registro volvió a estar vigente.'),
  'encrypted.reveal': ours('Ver datos'), // CRD-09
  'encrypted.revealed': ours('Número completo'),
  'encrypted.revealError': ours('No se pudieron obtener los datos.'),
  'encrypted.redacted': ours('El campo {campo} no puede guardarse enmascarado: ingrese el valor completo.'),

  // Masked widgets' placeholders by mask name (widgets/MaskedText, widgets/CardNumber)
  'widget.placeholder.cuit': ours('XX-XXXXXXXX-X'),
  'widget.placeholder.telefono': ours('Código de área y número'),
  'widget.placeholder.numeroTarjeta': ours('XXXX-XXXX-XXXX-XXXX'),

  // Address picker and suggestions (engine/core/address, server/addresses; LNK-38, LNK-OP03)
  'address.queryTooLong': ours('La dirección a buscar no puede tener más de {max} caracteres.'),
  'address.countryInvalid': ours('El país indicado no es válido.'),
  'address.providerError': ours('No se pudieron obtener sugerencias de direcciones. Intente nuevamente en unos minutos.'),
  'address.searchPlaceholder': ours('Escriba calle, número y localidad'),
  'address.minChars': ours('Escriba al menos 3 caracteres para ver sugerencias.'),
  'address.searching': ours('Buscando direcciones...'),
  'address.noResults': ours('No se encontraron direcciones.'),
  'address.clear': ours('Borrar dirección'),

  // IIBB coefficient grid (engine/core/coefficients; ACC-48…56, SUP-31…33, ACC-OP06)
  'coefficients.total': ours('Total: {total}'),
  'coefficients.jurisdiction': ours('Jurisdicción'),
  'coefficients.coefficient': ours('Coeficiente'),
  'coefficients.type': ours('Tipo'),
  'coefficients.add': ours('Agregar jurisdicción'),
  'coefficients.remove': ours('Quitar fila {row}'),
  'coefficients.removeColumn': ours('Quitar'),
  'coefficients.empty': ours('No hay jurisdicciones cargadas.'),
  'coefficients.loadError': ours('No se pudieron cargar las jurisdicciones.'),

  // Uploads (server/files; WID-01…06, WID-OP03)
  'upload.failed': ours('No se pudo subir el archivo. Intente nuevamente.'), // WID-OP03
  'upload.noFile': ours('Debe seleccionar al menos un archivo.'),
  'upload.tooMany': ours('Puede subir hasta {max} archivos a la vez.'),
  'upload.tooLarge': ours('El archivo {name} supera el tamaño máximo de {max} MB.'),
  'upload.empty': ours('El archivo {name} está vacío.'),
  'upload.badName': ours('El nombre del archivo no es válido.'),
  'upload.extension': ours('El archivo {name} no tiene una extensión permitida. Extensiones permitidas: {allowed}.'),
  'upload.content': ours('El contenido del archivo {name} no corresponde a su extensión.'),
  'upload.app': ours('La aplicación indicada para la subida no es válida.'),
  'upload.folder': ours('El prefijo o la carpeta indicados para la subida no son válidos.'),
  'upload.extensionList': ours('La lista de extensiones permitidas no es válida.'),
  'upload.unknownField': ours('La subida contiene un campo desconocido: {field}.'),
  'upload.notFound': ours('El archivo solicitado no existe.'),
  'upload.logoNotFound': ours('No existe el logo solicitado.'),
  'upload.quota': ours('No hay espacio suficiente: sus archivos no pueden superar {max} MB en total.'),
  'upload.busy': ours('Ya tiene otras subidas en curso. Espere a que terminen e intente nuevamente.'),
  'upload.choose': ours('Elegir archivo…'),
  'upload.browse': ours('Examinar'),
  'upload.uploading': ours('Subiendo {name}…'),
  'upload.inProgress': ours('Espere a que termine la subida del archivo antes de guardar.'),
  'upload.remove': ours('Quitar'),
  'upload.removeFile': ours('Quitar el archivo {name}'),
  'upload.download': ours('Descargar {name}'),
  'upload.stored': ours('Archivo {id}'),
  'upload.unavailable': ours('El archivo de {campo} no existe o no está disponible.'), // a file reference that is not the user's upload nor the record's
  'upload.logoPreview': ours('Logo de la cuenta'),

  // Date pickers and selectors (widgets/DateInput, DateRange, ComboSelect, MultiSelect; WID-15…20)
  'lookup.invalidValue': ours('El valor elegido en {campo} no es una opción válida.'),

  // Form features (engine/core/form, engine/react/form: tabs, read-only by state, field access, conflict merge, after-save modal)
  'form.readOnlyByState': ours('Este registro es de solo lectura porque {campo} es «{valor}».'),
  'form.refused': ours('No se guardaron los datos: {motivos}'),
  'form.readOnlyRefused': ours('No se puede modificar este registro: {motivo}'),
  'form.tabErrors': ours('{n} con errores'),

  // A save the form could not fully check (a look-up failed: Issue.confirm, CON-OP11): the user confirms it.
  'form.confirmSaveQuestion': ours('¿Desea guardar de todos modos?'),
  'form.confirmSaveAction': ours('Guardar de todos modos'),
  'conflict.intro': ours('Elija, campo por campo, qué valor conservar. Se guardará sobre la versión actual.'),
  'conflict.field': ours('Campo'),
  'conflict.mine': ours('Su valor'),
  'conflict.theirs': ours('Valor guardado'),
  'conflict.changedBy': ours('Modificado por {usuario} el {fecha}'),
  'conflict.keepMine': ours('Conservar el mío'),
  'conflict.keepTheirs': ours('Conservar el guardado'),
  'conflict.apply': ours('Aplicar la elección'),
  'conflict.applied': ours('Se combinaron los cambios. Revise los datos y guarde nuevamente.'),
  'conflict.none': ours('Los valores guardados coinciden con los suyos.'),
  'conflict.keep': ours('Conservar'),
  'afterSave.stay': ours('Quedarse en el registro'),

  // List screens: filters, per-screen caps, row actions, export (engine/react/list; SHR-10, ACC-18, CON-11, OPP-11, ACT-10)
  'search.capActivities': ours('Se mostraron 50 resultados, existen más disponibles refinando la búsqueda'), // ACT-10, ACT-OP01 (spec gives only the prefix)
  'record.deleteConfirm': ours('¿Confirma que desea eliminar el registro? Dejará de estar vigente y se conservará su historial.'),
  'list.unknownField': ours('El campo {field} no admite esta acción en este módulo.'),

  // Link lists and the item-form dialog (engine/core/linkList, widgets/LinkList, engine/react/dialogs; LNK-29…31, 35…37, 41)
  'linkList.add': ours('Agregar'),
  'linkList.edit': ours('Editar'),
  'linkList.remove': ours('Eliminar'),
  'linkList.undo': ours('Deshacer'), // LNK-30
  'linkList.makePrincipal': ours('Marcar como principal'),
  'linkList.principal': ours('Principal'),
  'linkList.markedForDeletion': ours('Se eliminará al guardar'),
  'linkList.empty': ours('No hay elementos cargados.'),
  'linkList.actions': ours('Acciones'),
  'linkList.rowLabel': ours('Fila {n}'),
  'linkList.addTitle': ours('Agregar: {item}'),
  'linkList.editTitle': ours('Editar: {item}'),

  // Form dialogs (engine/react/dialogs/SchemaFormDialog.tsx)
  'dialog.cancel': ours('Cancelar'),

  // The elided `…` parts are filled from the kind's words (linkKinds.ts) as LNK-OP01/OP02 and docs/decisions.md say;
  // a kind whose texts the spec gives in full (contacts: LNK-24, LNK-26) declares them with its link (`notices`).
  'link.minLength': ours('Debe ingresar al menos tres caracteres en la búsqueda de {singular}'), // LNK-23, LNK-OP01 (spec prefix)
  'link.searchError': ours('Se produjo un error al buscar {articulo} {singular}.'), // LNK-24, override of LNK-OP02
  'link.noResults': ours('No se encontraron {plural} para esta búsqueda.'), // LNK-25, LNK-OP01 (spec frame)
  'link.duplicate': ours('Ya existe {indefinido} {singular}'), // LNK-27, LNK-OP01 (spec prefix)
  'link.nothingSelected': ours('Debe seleccionar {indefinido} {singular}'), // LNK-28, LNK-OP01
  'link.accountsMismatch': spec('Las cuentas de ambos módulos no coinciden'), // LNK-34
  'link.notFound': ours('El registro vinculado en {campo} no existe o no está disponible.'),
  'link.cycle': ours('El registro elegido en {campo} no puede ser este mismo registro ni uno que dependa de él.'), // x-link.acyclic
  'link.chainTooLong': ours('El registro elegido en {campo} tiene más de {max} niveles por encima: no se puede vincular.'), // x-link.acyclic
  'link.dialogTitle': ours('Buscar {singular}'),
  'link.searchLabel': ours('Texto de búsqueda'),
  'link.search': ours('Buscar'),
  'link.searching': ours('Buscando…'),
  'link.accept': ours('Aceptar'),
  'link.cancel': ours('Cancelar'),
  'link.remove': ours('Quitar'),
  'link.select': ours('Seleccionar {nombre}'),
  'link.selectColumn': ours('Selección'),
  'link.results': ours('Resultados de la búsqueda'),
  'link.empty': ours('Sin vincular'),
  'link.loading': ours('Cargando…'),
  'link.create': ours('Nuevo'), // LNK-16: create a record of the kind's module and link it
  'link.view': ours('Ver'), // LNK-21: the linked record read-only

  // Related-records panels (ui:tabs `related`; ACC-36, ACC-38, ACC-39) and record dialogs
  'related.new': ours('Nuevo'),
  'related.empty': ours('No hay registros vinculados.'),
  'related.saveFirst': ours('Guarde el registro para ver y agregar sus registros vinculados.'),
  'record.newTitle': ours('Nuevo: {title}'),
  'record.editTitle': ours('Editar: {title}'),
  // Passwords of the embedded identity provider (engine/core/passwordPolicy.ts; decision 154)
  'password.required': ours('Debe ingresar la nueva contraseña.'),
  'password.tooShort': ours('La contraseña debe tener al menos {min} caracteres.'),
  'password.tooLong': ours('La contraseña no puede tener más de {max} caracteres.'),
  'password.common': ours('La contraseña es demasiado común o fácil de adivinar. Elija otra.'),
  'password.containsUsername': ours('La contraseña no puede contener el nombre de usuario.'),
  'password.invalidCharacters': ours('La contraseña contiene caracteres no válidos.'),
  'password.mismatch': ours('Las contraseñas no coinciden.'),
  'password.sameAsCurrent': ours('La nueva contraseña debe ser distinta de la actual.'),
  'password.currentWrong': ours('La contraseña actual no es correcta.'),
  'password.currentRequired': ours('Debe ingresar la contraseña actual.'),
  'password.hint': ours('Al menos {min} caracteres. No use contraseñas comunes ni su nombre de usuario.'),
  'password.changed': ours('Se cambió la contraseña. Sus sesiones se cerraron: ingrese nuevamente con la nueva contraseña.'),
  'password.changedByUser': ours('Cambiada por el usuario'),
  'password.resetByAdmin': ours('Restablecida por un administrador'),
  'password.external': ours('Los usuarios y sus contraseñas se administran en el servicio de identidad externo ({emisor}).'),
  'login.changeTitle': ours('Cambiar la contraseña'),
  'login.changeIntro': ours('Su contraseña es temporal. Elija una nueva contraseña para continuar.'),
  'login.newPasswordLabel': ours('Nueva contraseña'),
  'login.repeatPasswordLabel': ours('Repita la nueva contraseña'),
  'login.changeSubmit': ours('Cambiar la contraseña e ingresar'),
} as const satisfies Record<string, CatalogueEntry>;

/** Already here (server, tests). */
export const loadLaterMessages = async (): Promise<Readonly<Record<string, CatalogueEntry>>> => laterMessages;
