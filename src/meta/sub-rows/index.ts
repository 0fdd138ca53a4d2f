/** Sub-table rows and their 24-hour timelines, checked by the same code in the form and on the server. */
export { checkRowSet, checkSubRows, DEFAULT_MAX_ROWS } from './check-sub-rows';
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
