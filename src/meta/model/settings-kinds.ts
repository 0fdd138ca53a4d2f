import { Type, type Static } from '@sinclair/typebox';
import { Identifier, LocalizedText } from './common';

/**
 * What an entity's screen is: a list of rows (default); one settings row per seller
 * ("single": get and save only, no list); or typed key-value settings ("kv"), where every
 * declared field is a key stored as its own row of key and value per seller.
 */
export const ENTITY_KINDS = ['list', 'single', 'kv'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

export const EntityKindDef = Type.Union(
  ENTITY_KINDS.map((kind) => Type.Literal(kind)),
  {
    description:
      '"list" (default): a table of rows. "single": one settings row per seller, edited in place (routes get and save). ' +
      '"kv": typed key-value settings, one stored row per declared field and seller (routes get and save).',
  },
);

/** Written only: never answered, exported or logged; an edit that leaves it empty keeps it. */
export const SecretFlag = Type.Boolean({
  description:
    'Write-only value (a password or key): never in page, get or export answers ($secrets says whether it is set); ' +
    'an edit that sends it empty keeps the stored value.',
});

/** A declared connection test: the server tries a TCP (or TLS) connect to the configured host. */
export const TestAction = Type.Object(
  {
    title: LocalizedText,
    hostField: Identifier('Field holding the host name or address.'),
    portField: Identifier('Field holding the port.'),
    tlsField: Type.Optional(Identifier('Boolean field: connect with TLS when true.')),
    timeoutMs: Type.Optional(
      Type.Integer({ minimum: 500, maximum: 15000, description: 'Give up after this long; 5000 when omitted.' }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'A "test connection" button (action key `pageId:test`, route /api/<service>/<resource>/test) that connects to the host and port of the form.',
  },
);
export type TestAction = Static<typeof TestAction>;
