/**
 * Lints the schema files: `npm run lint:schemas [folder]` (default schemas/). Prints each
 * problem as `path:line:column message` and exits 1 when there is any.
 */
import { readSchemaSources } from './lib/load-schema-files';
import { formatProblem, lintSources } from './lib/lint-sources';

const folder = (process.argv[2] ?? 'schemas').replace(/\/+$/, '');
const sources = readSchemaSources(process.cwd(), folder);
const problems = lintSources(sources);

for (const problem of problems) console.log(formatProblem(problem));
if (problems.length > 0) {
  console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${folder}`);
  process.exit(1);
}
console.log(`${sources.length} schema files in ${folder}: no problems`);
