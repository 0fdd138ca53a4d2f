/** Sub-table rows and their 24-hour timelines, checked by the same code in the form and on the server. */
export { checkSubRows } from './check-sub-rows';
export { checkRowSet, DEFAULT_MAX_ROWS } from './row-set';
export {
  checkTimeline,
  DAY_MINUTES,
  formatClock,
  parseClock,
  timelineMessage,
  timelineSpans,
  type Span,
  type TimelineIssue,
} from './timeline';
