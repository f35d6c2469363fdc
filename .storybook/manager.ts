import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';
// The manager is bundled apart from the preview, without the package's build or its
// vanilla-extract plugin: it reads the plain token values, which hold no styles.
import { colors, fontFamilies, radii } from '../packages/ui/src/theme/tokens';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Company · @company/ui',
    brandUrl: '?path=/docs/overview--docs',
    brandTarget: '_self',
    colorPrimary: colors.primary,
    colorSecondary: colors.primary,
    appBg: colors.backgroundSubtle,
    appContentBg: colors.background,
    appBorderColor: colors.border,
    appBorderRadius: parseInt(radii.md, 10),
    textColor: colors.text,
    textMutedColor: colors.textMuted,
    barSelectedColor: colors.primary,
    fontBase: fontFamilies.body,
    fontCode: fontFamilies.mono,
  }),
});
