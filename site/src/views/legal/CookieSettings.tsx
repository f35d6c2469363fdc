import { CookiePreferences } from '@company/ui';
import { cookieSettingsCopy, cookieSwitchTexts } from '../../data/legal';
import { useCookieChoices } from './useCookieChoices';

/** The visitor's cookie choice per category, saved on demand, on the cookie policy page. */
export function CookieSettings() {
  const { choices, saved, change, save } = useCookieChoices();
  return (
    <CookiePreferences
      title={cookieSettingsCopy.title}
      description={cookieSettingsCopy.description}
      categories={cookieSwitchTexts}
      categoriesLegend={cookieSettingsCopy.categoriesLegend}
      alwaysActiveLabel={cookieSettingsCopy.alwaysOnLabel}
      acceptAllLabel={cookieSettingsCopy.acceptAllLabel}
      rejectAllLabel={cookieSettingsCopy.rejectAllLabel}
      saveLabel={cookieSettingsCopy.saveLabel}
      value={choices}
      onValueChange={change}
      onSave={save}
      status={saved ? cookieSettingsCopy.savedMessage : undefined}
    />
  );
}
