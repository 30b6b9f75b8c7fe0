/** The meta-schema of a search-and-link kind (`links.<kind>`). */

/** A search-and-link kind. */
export const linkKind = {
  title: 'LinkKindConfig',
  description:
    'A kind of search-and-link modal (LNK-07…14, LNK-OP05), keyed in `links` by kind noun (engine/core/linkSearch/linkKinds.ts): the module it searches through the generic list API.',
  type: 'object',
  required: ['module', 'columns', 'cap'],
  additionalProperties: false,
  properties: {
    module: { type: 'string', minLength: 1, description: 'Module searched (a key of `modules`); its first text filter carries the search text.' },
    noun: {
      description:
        "The words this link's messages use (LNK-OP01, LNK-OP02) when its key is not a kind of LNK-07: the kind whose words it shares (two kinds of the same noun searching different modules, e.g. the test fixture's `cuentaprueba`), or its own words, `{ singular, plural, gender: 'f' | 'm' }`, so a new module others link to needs no edit of the engine.",
      oneOf: [
        // The kind whose words it shares: one of the engine's table or another declared kind (checked with the references).
        { type: 'string', pattern: '^[a-z][a-z0-9]*$' },
        {
          title: 'DeclaredNoun',
          description: "A kind's words declared with its link (`links.<kind>.noun` as an object).",
          type: 'object',
          required: ['singular', 'plural', 'gender'],
          additionalProperties: false,
          properties: {
            singular: { type: 'string', minLength: 1, maxLength: 60 },
            plural: { type: 'string', minLength: 1, maxLength: 60 },
            gender: { enum: ['f', 'm'], description: '`f`: la / una; `m`: el / un.' },
          },
        },
      ],
    },
    notices: {
      title: 'LinkNoticeTexts',
      description:
        "Texts the spec gives in full for this kind's search notices (LNK-24, LNK-26 for contacts; LNK-OP02 keeps them as given), said instead of the catalogue's frames `link.searchError` and `link.noResults` worded with the noun. A link whose `noun` names another kind says that kind's.",
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        searchError: { type: 'string', minLength: 1, maxLength: 200, description: 'A search failed (danger; LNK-24).' },
        noResults: { type: 'string', minLength: 1, maxLength: 200, description: 'A search found nothing (warning; LNK-25, LNK-26).' },
      },
    },
    columns: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      description: 'Result columns (display name first, then the identity number or code, account); fields of the module.',
      items: {
        type: 'object',
        required: ['field', 'label'],
        additionalProperties: false,
        properties: { field: { type: 'string' }, label: { type: 'string' } },
      },
    },
    filters: {
      type: 'object',
      additionalProperties: { type: 'string', maxLength: 200 },
      description: "Fixed values of the module's list filters sent with every search (LNK-14: account 9238).",
    },
    minLength: { type: 'integer', minimum: 1, description: 'Minimum search length (LNK-23); absent: no minimum, an empty search lists all (LNK-13).' },
    cap: { type: 'integer', minimum: 1, maximum: 100, description: 'Most results shown (LNK-OP05: 100).' },
    createPath: {
      type: 'string',
      pattern: '^/api/[A-Za-z][A-Za-z0-9]*$',
      description:
        'Where "Nuevo" on a link of this kind creates its record: one of the module\'s `saveRoutes` (mode `create`, answer `record`); absent: the module\'s own create (LNK-16: `/api/nuevaCuentaCrm`).',
    },
  },
} as const;
