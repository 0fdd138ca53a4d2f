import { useSession } from '../../auth/use-session';
import { greeting } from '../../i18n/greeting';
import { useI18n } from '../../i18n/use-i18n';
import { HomeDashboard } from './home-dashboard';

/** The dashboard route: a greeting by hour and the dashboard on the dark home background. */
export function HomePage() {
  const { t, tr, locale } = useI18n();
  const { user } = useSession();
  // One greeting, by the hour of the user's own clock (the browser's time zone).
  const hello = greeting(new Date().getHours(), locale);
  const welcome = user?.welcomeI18n ? tr(user.welcomeI18n) : user?.welcome;
  return (
    <div data-testid="home-page" style={{ color: '#fff' }}>
      <h2 data-testid="greeting" style={{ color: '#fff' }}>
        {t('home.welcome', { greeting: hello, name: user?.name ?? '' })}
      </h2>
      {welcome && (
        <p data-testid="welcome" style={{ color: 'rgba(255,255,255,0.75)' }}>
          {welcome}
        </p>
      )}
      <div style={{ marginTop: 24 }}>
        <HomeDashboard />
      </div>
    </div>
  );
}
