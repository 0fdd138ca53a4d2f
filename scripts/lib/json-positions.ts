import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { pointerSegments } from '../../src/meta/lint';

export interface Position {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

/** 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Where the value a JSON pointer names starts in the text. A pointer to something absent
 * (a missing property) falls back to its nearest present ancestor.
 */
export function positionOfPointer(text: string, pointer: string): Position {
  let node: Node | undefined = parseTree(text);
  if (!node) return { line: 1, column: 1 };
  for (const segment of pointerSegments(pointer)) {
    // jsonc-parser wants array indexes as numbers; pointer segments are all strings.
    const next = findNodeAtLocation(node, [node.type === 'array' ? Number(segment) : segment]);
    if (!next) break;
    node = next;
  }
  return positionAt(text, node.offset);
}
