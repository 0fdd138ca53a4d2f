import { message } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { LocaleProvider } from '../i18n/locale-provider';
import { AppRoutes } from './app-routes';

// SPEC section 9: at most one message at a time.
message.config({ maxCount: 1 });

export function App() {
  return (
    <LocaleProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </LocaleProvider>
  );
}
