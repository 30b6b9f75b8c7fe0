/**
 * The Spanish messages catalogue. Texts marked `spec` are reproduced character for character from
 * the specification (typos included); the others were written for this product (REQUIREMENTS.md:
 * "text to be supplied by the product owner") in the spec's own style.
 *
 * One catalogue in two files (decision 120): here the messages that the shell and the lists (their
 * screens, filters, row actions, confirmations, exports) name; in messages/laterMessages.ts those
 * that only forms, widgets, dialogs opened from forms and the server name
 * (tests/process/clientBundle.test.ts checks that no code a list loads names one of them).
 * The server and the tests have both from the start; the browser downloads the second with the
 * form widgets and after the first screen settled (`loadLaterMessages`), so the bank list's first
 * download carries only the first.
 */
import { ours, spec, type CatalogueEntry } from './messages/catalogueEntry';
import { laterMessages, loadLaterMessages as loadLater } from './messages/laterMessages';

export type { CatalogueEntry } from './messages/catalogueEntry';

/** The messages the shell and the lists name. */
export const firstScreenMessages = {
  // SES / ROL
  'session.noRoles': spec('El usuario no tiene permisos'), // SES-15
  'session.credentials': spec('Error con credenciales de logueo'), // SES-17
  'session.tokenExpired': spec('Su Token se encuentra vencido'), // SES-06
  'session.idleTitle': ours('Su sesión está por cerrarse'),
  'session.idleBody': ours('Por inactividad, la sesión se cerrará en {seconds} segundos.'),
  'session.keepAlive': ours('Seguir conectado'),
  'session.logout': ours('Cerrar sesión'),
  'access.module': spec('No tiene permisos para acceder a este módulo'), // ROL-07
  'access.section': spec('No tiene los permisos para acceder a esta sección'), // ROL-08

  // Login, logout and error pages of the embedded identity provider (server/identity; ours)
  'login.productName': ours('Back-office'),

  // SHR generic
  'save.success': spec('Se guardaron correctamente los datos'), // SHR-08
  'save.registered': spec('Los datos se registraron correctamente.'), // SHR-08
  'save.error': spec('Se produjo un error al guardar los datos.'), // SHR-09 (D2)
  'save.errorD1': spec('Ocurrió un error al guardar los datos.'), // SHR-09 (D1)
  'save.conflict': ours('Otro usuario modificó este registro mientras usted lo editaba. Revise los cambios antes de guardar.'),
  'form.required': spec('Debe completar los campos obligatorios antes de guardar.'),
  'form.missing': spec('Faltan algunos datos obligatorios.'), // SHR-07
  'form.requiredNotice': spec('Faltan campos obligatorios'), // ADM-41, ADM-74 (danger, no final period)
  'search.empty': spec('No se encontraron resultados para la búsqueda realizada.'), // SHR-10
  'search.count': ours('Se encontraron {count} resultados.'), // SHR-OP05
  'search.countOne': ours('Se encontró 1 resultado.'), // SHR-OP05, singular
  'search.atLeastOneFilter': spec('Debe seleccionar al menos un filtro de busqueda'),
  'search.minLength': spec('Mínimo 3 caracteres para realizar la búsqueda'),
  'search.capReached': spec('Se mostraron {cap} resultados, existen más disponibles refinando la búsqueda.'),
  'action.error': spec('Se produjo un error al realizar la acción.'),
  'action.denied': spec('No tiene permisos para realizar esta acción'), // ADM-17: a toggle or save without write access, no call
  // SHR-11 / SHR-OP04: appended to the generic error when an answer has an unexpected shape.
  'response.unexpectedForm': spec('error #ATGF01'), // a record read or saved by a form
  'response.unexpectedList': spec('error #ATGRL01'), // a list page

  // API-level validation (ours)
  'api.internal': ours('Se produjo un error inesperado. Intente nuevamente.'),
  'validation.unique': ours('Ya existe un registro con ese {field}.'),
  'validation.uniqueScope': ours('El ámbito de la consulta no es válido: debe dar en JSON los valores de {fields}.'),

  // Form / list chrome (ours)
  'ui.cancel': ours('Cancelar'),
  'transition.reason': ours('Motivo (opcional)'),
  'menu.count': ours('{cantidad} pendientes'),
  'ui.back': ours('Volver'),
  'ui.new': ours('Nuevo'),
  'ui.search': ours('Buscar'),
  'ui.searchPlaceholder': ours('Buscar...'),
  'ui.view': ours('Ver'),
  'ui.loading': ours('Cargando...'),
  'ui.homeWelcome': ours('Bienvenido, {name}'),
  'ui.homeIntro': ours('Elija un módulo del menú para comenzar.'),
  // Home (app/screens/Inicio.tsx, server/home; HOM-15, HOM-19, HOM-20, HOM-OP01..03)
  'home.loadError': spec('Ocurrió un error al cargar los accesos del inicio.'),
  'home.newVersion': ours('Hay una nueva versión del sistema disponible. Recargue la página para usarla.'),
  'home.reload': ours('Recargar'),
  'home.accountInactive': ours('La cuenta {nombre} no está vigente: sus accesos no están disponibles.'),
  'home.accountsTitle': ours('Sus accesos'),
  'ui.expiredTitle': ours('Acceso vencido'),
  'ui.expiredHint': ours('Solicite un nuevo acceso a su ejecutivo de cuenta.'),
  'ui.page': ours('Página {page} de {pages}'),
  'ui.results': ours('{count} resultados'),
  'ui.resultOne': ours('1 resultado'),
  'ui.yes': ours('Sí'),
  'ui.no': ours('No'),
  'ui.notFoundRoute': ours('La página solicitada no existe.'),
  'ui.all': ours('Todos'),
  'ui.goHome': ours('Ir al inicio'),
  'ui.previousPage': ours('Página anterior'),
  'ui.nextPage': ours('Página siguiente'),
  'ui.noRows': ours('No hay registros para mostrar.'),

  // Masks and formats (engine/core/format, engine/core/rules/cuitRule.ts)
  'cuit.invalid': ours('El CUIT ingresado no es válido.'),
  'cuit.length': ours('El CUIT debe tener 11 dígitos.'),
  'cuit.checkDigit': ours('El CUIT ingresado no es válido: el dígito verificador no corresponde.'),
  // A stored value its mask does not allow (rule derived from x-mask, engine/core/rules/maskRules.ts)
  'mask.cbu': ours('El campo {campo} solo admite los 22 dígitos del CBU, sin guiones ni otros caracteres.'),
  'cbu.invalid': ours('El CBU ingresado no es válido.'),
  'cbu.length': ours('El CBU debe tener 22 dígitos.'),
  'cbu.bankCheckDigit': ours('El CBU ingresado no es válido: el dígito verificador del banco y la sucursal no corresponde.'),
  'cbu.accountCheckDigit': ours('El CBU ingresado no es válido: el dígito verificador de la cuenta no corresponde.'),
  'mask.invalid': ours('El campo {campo} no tiene un formato válido.'),
  // Removing a record from its parent's list (modules.<m>.delete; CRD-12, CRD-13, FEE-14)
  'mask.cuit': ours('El campo {campo} solo admite los 11 dígitos del CUIT, sin guiones ni otros caracteres.'),
  'mask.documento': ours('El campo {campo} solo admite números, hasta 11 dígitos, sin puntos ni guiones.'),
  'mask.telefono': ours('El campo {campo} solo admite números, hasta 15 dígitos, sin espacios ni guiones.'),
  'mask.codigo': ours('El campo {campo} solo admite letras mayúsculas sin acentos, números y guiones bajos, sin espacios ni otros signos.'), // SUP-05
  'mask.ruta': ours('El campo {campo} solo admite letras mayúsculas y números, sin guiones ni espacios.'),
  'mask.moneda': ours('El campo {campo} admite un importe con punto decimal y como máximo 2 decimales, sin separadores de miles.'), // WID-12, WID-OP05
  // Typed text that is no amount: a comma that groups no thousands (`1500,505`), `1.500`
  'mask.monedaIlegible': ours(
    'El campo {campo} no es un importe válido: use coma para los miles y punto para los decimales, con hasta 2 decimales (por ejemplo 1,500.50).',
  ),
  'mask.numero': ours('El campo {campo} solo admite números.'), // WID-13
  'mask.minusculas': ours('El campo {campo} solo admite letras en minúscula, sin acentos, sin números ni espacios.'), // ACC-59
  'mask.numeroTarjeta': ours('El campo {campo} solo admite números, hasta 19 dígitos, sin guiones.'),
  // Typed dates (widgets/DateInput)
  'date.invalid': ours('La fecha ingresada no es válida. Use el formato dd/mm/aaaa.'),
  // Address picker and suggestions (engine/core/address, server/addresses; LNK-38, LNK-OP03)
  'address.notPicked': ours('Seleccione la dirección de la lista de sugerencias y complete ciudad, provincia y país.'), // LNK-OP03

  // IIBB coefficient grid (engine/core/coefficients; ACC-48…56, SUP-31…33, ACC-OP06)
  'coefficients.sum': spec('La sumatoria de los coeficientes debe ser 1.'), // ACC-51, SUP-31
  'coefficients.duplicate': spec('Ya existe una configuración para esta jurisdicción'), // ACC-55, SUP-33
  'coefficients.exempt': ours('Una jurisdicción exenta debe tener coeficiente 0.'), // ACC-54
  'coefficients.decimals': ours('El coeficiente admite hasta 4 decimales.'), // ACC-56

  // Date pickers and selectors (widgets/DateInput, DateRange, ComboSelect, MultiSelect; WID-15…20)
  'date.outOfRange': ours('La fecha ingresada está fuera del rango permitido.'),
  'date.placeholder': ours('dd/mm/aaaa'),
  'date.timePlaceholder': ours('dd/mm/aaaa hh:mm'),
  'date.from': ours('Desde'),
  'date.to': ours('Hasta'),
  'date.previousMonth': ours('Mes anterior'),
  'date.nextMonth': ours('Mes siguiente'),
  'date.month': ours('Mes'),
  'date.year': ours('Año'),
  'date.week': ours('Semana {n}'),
  'select.placeholder': spec('Seleccionar'), // WID-20, CST-76
  'select.all': spec('Todos'), // WID-20, CST-76
  'select.count': spec('{n} seleccionados'), // WID-20, CST-76, WID-OP02
  'select.search': spec('Buscar...'), // WID-20, CST-76
  'select.noResults': ours('No se encontraron opciones.'),
  'lookup.formError': spec('Se produjo un error al cargar los combos'), // ACC-25, CON-14
  'lookup.listError': spec('Se produjo un error al cargar los combos de búsqueda'), // ACC-21, CON-14
  // A module's list-filter combos may say it instead (its `messages.comboError`, ADM-27): the list draws it.
  'lookup.adminError': spec('Se produjo un error al cargar los combos.'), // ADM-27

  // List screens: filters, per-screen caps, row actions, export (engine/react/list; SHR-10, ACC-18, CON-11, OPP-11, ACT-10)
  'search.invalidDate': ours('La fecha del filtro {filter} no es válida.'),
  'search.invalidRange': ours('En el filtro {filter} la fecha desde no puede ser posterior a la fecha hasta.'),
  'search.invalidNumber': ours('El valor del filtro {filter} no es un número válido.'),
  'search.invalidNumberRange': ours('En el filtro {filter} el valor desde no puede ser mayor que el valor hasta.'),
  'search.invalidLink': ours('El registro elegido en el filtro {filter} no es válido.'),
  'search.capAccounts': spec('Se mostraron 100 resultados, existen más disponibles refinando la búsqueda.'), // ACC-18
  'search.capContacts': spec('Se mostraron 100 resultados, existen más disponibles refinando la búsqueda.'), // CON-11
  'search.capOpportunities': spec('Se mostraron 100 resultados, existen más disponibles refinando la búsqueda'), // OPP-11 (no final period)
  'search.capExternalContacts': ours('Se mostraron 999 resultados, existen más disponibles refinando la búsqueda.'), // CON-40 (no text given)
  'list.actions': ours('Acciones'),
  'list.open': ours('Abrir'),
  'list.compact': ours('Vista compacta'), // the list density toggle (pressed: compact rows)
  'list.preview': ours('Vista previa'),
  'list.annul': ours('Anular'),
  'list.annulled': ours('Anulado'),
  'list.annulConfirm': ours('¿Confirma que desea anular el registro? Esta acción no se puede deshacer.'),
  'list.annulDone': ours('El registro se anuló correctamente.'),
  'record.deleted': ours('El registro se eliminó correctamente.'),
  'export.menu': ours('Exportar'),
  // List exports (engine/react/list/useListExport.ts, ExportMenu)
  'export.csv': ours('CSV'),
  'export.xlsx': ours('Excel (XLSX)'),
  'export.running': ours('Exportando {format}...'),
  'export.received': ours('{size} recibidos'),
  'export.done': ours('Se descargó la exportación.'),
  'export.error': ours('Se produjo un error al exportar los datos.'),

  // Link lists and the item-form dialog (engine/core/linkList, widgets/LinkList, engine/react/dialogs; LNK-29…31, 35…37, 41)
  'linkList.twoPrincipals': ours('Solo puede haber un elemento principal en {list}.'), // LNK-35
  'linkList.twoPrincipalsOfType': ours('Solo puede haber un elemento principal de tipo {type} en {list}.'), // LNK-41
  // Form dialogs (engine/react/dialogs/SchemaFormDialog.tsx)
  'dialog.accept': ours('Aceptar'),
  // Declared limits (engine/core/limits/fieldLimits.ts): the registry derives their rules, so it names them.
  'limits.range': ours('El campo {campo} debe estar entre {desde} y {hasta}.'),
  'limits.scheme': ours('El campo {campo} admite solo enlaces {esquemas}.'),
} as const satisfies Record<string, CatalogueEntry>;

/** The whole catalogue (in the browser, until `loadLaterMessages`, only `firstScreenMessages`). */
export const catalogue = { ...firstScreenMessages, ...laterMessages };

export type MessageKey = keyof typeof catalogue;

const texts = new Map<string, CatalogueEntry>(Object.entries(catalogue));

/** Adds the later messages (a download in the browser; nothing to do on the server and in tests). */
export async function loadLaterMessages(): Promise<void> {
  for (const [key, entry] of Object.entries(await loadLater())) texts.set(key, entry);
}

/** Module-specific messages, registered by each module's screen config. */
const moduleMessages = new Map<string, CatalogueEntry>();

/** Registers module messages (e.g. `banco.saveSuccess`). Registering a key twice throws. */
export function registerMessages(entries: Record<string, CatalogueEntry>): void {
  for (const [key, entry] of Object.entries(entries)) {
    if (texts.has(key) || (moduleMessages.has(key) && moduleMessages.get(key)!.text !== entry.text)) {
      throw new Error(`El mensaje '${key}' ya está registrado`);
    }
    moduleMessages.set(key, entry);
  }
}

/** True when the key names a catalogue or registered module message. */
export function hasMessage(key: string): boolean {
  return texts.has(key) || moduleMessages.has(key);
}

/** Resolves a message key with `{name}` placeholders; an unknown key throws (fail loudly). */
export function t(key: MessageKey | string, args: Record<string, string | number> = {}): string {
  const entry = texts.get(key) ?? moduleMessages.get(key);
  if (!entry) throw new Error(`Mensaje desconocido: '${key}'`);
  return entry.text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}
