import { formatProblem, lintSources } from './lint-sources';
import { readSchemaSources } from './load-schema-files';

export type Json = Record<string, unknown>;

/**
 * The project's real schema files with one of them (`file`, a name under schemas/) changed,
 * linted and printed as `path:line:column message`: for tests that each mistake is reported
 * at its place.
 */
export function lintWithChange(file: string, change: (content: Json) => void): string[] {
  const sources = readSchemaSources(process.cwd(), 'schemas').map((source) => {
    if (!source.path.endsWith(`/${file}`)) return source;
    const content = JSON.parse(source.text) as Json;
    change(content);
    return { ...source, text: JSON.stringify(content, null, 2) };
  });
  return lintSources(sources).map(formatProblem);
}
