// @vitest-environment jsdom
import { vi } from 'vitest';
import { describeEverySchemaRenders } from './testing/every-schema-renders';

vi.mock('../auth', () => ({ useActions: () => ({ has: () => true }) }));

describeEverySchemaRenders(1, 4);
