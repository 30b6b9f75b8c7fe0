/** One message of the catalogue (engine/core/messages.ts) and how entries are written. */
export interface CatalogueEntry {
  readonly text: string;
  /** false when the spec gives no text and we wrote one. */
  readonly spec: boolean;
}

/** A text reproduced character for character from the specification. */
export const spec = (text: string): CatalogueEntry => ({ text, spec: true });

/** A text written for this product in the spec's style. */
export const ours = (text: string): CatalogueEntry => ({ text, spec: false });
