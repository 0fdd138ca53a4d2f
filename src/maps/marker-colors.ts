/** Marker colours for the colour names dictionaries give their items (antd tag presets). */
const COLORS: Record<string, string> = {
  success: '#52c41a',
  processing: '#1677ff',
  error: '#ff4d4f',
  warning: '#faad14',
  default: '#8c8c8c',
  blue: '#1677ff',
  orange: '#fa8c16',
  green: '#52c41a',
  red: '#f5222d',
  gold: '#faad14',
  purple: '#722ed1',
  cyan: '#13c2c2',
};

export const markerColor = (name: string | undefined) => (name && COLORS[name]) || COLORS.default!;
