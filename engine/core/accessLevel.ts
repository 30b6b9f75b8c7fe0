/** A permission area's level: read (`r`) or write (`w`, which includes read). ROL-09. */
export type Level = 'r' | 'w';
