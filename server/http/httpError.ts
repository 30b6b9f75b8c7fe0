/** An error meant for the caller: status, code and a Spanish message (plus field problems). */
export interface FieldProblem {
  readonly path: string;
  readonly mensaje: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly codigo: string,
    message: string,
    readonly campos?: readonly FieldProblem[],
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }

  toBody() {
    return { error: { codigo: this.codigo, mensaje: this.message, ...(this.campos ? { campos: this.campos } : {}), ...this.extra } };
  }
}
