import { useSearchParams } from 'react-router-dom';

/** Embeds an address of this site (?src=/path) in the content area; other sites are refused. */
export function IframePage() {
  const [params] = useSearchParams();
  const src = params.get('src') ?? '';
  const safe = src.startsWith('/') && !src.startsWith('//') ? src : 'about:blank';
  return <iframe title="iframe" src={safe} style={{ width: '100%', height: 'calc(100vh - 220px)', border: 0 }} />;
}
