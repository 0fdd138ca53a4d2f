import type { RefObject } from 'react';

/**
 * The box a map draws in, and the note, over its corner, that it stands on the plain grid
 * because no tiles could be had.
 */
export function MapFrame(props: {
  container: RefObject<HTMLDivElement>;
  height: number;
  testId: string;
  plain: boolean;
  plainText: string;
  dark?: boolean;
}) {
  return (
    <div className={props.dark ? 'map-frame map-frame-dark' : 'map-frame'}>
      <div ref={props.container} style={{ height: props.height, borderRadius: 8 }} data-testid={props.testId} />
      {props.plain && <div className="map-frame-note">{props.plainText}</div>}
    </div>
  );
}
