import changeCallback from './change-callback.mjs';
import propDefaultDocumented from './prop-default-documented.mjs';
import storyFrenchNames from './story-french-names.mjs';

/** The conventions of this repository that a linter can check, as the `company` plugin. */
export default {
  meta: { name: 'eslint-plugin-company', version: '1.0.0' },
  rules: {
    'change-callback': changeCallback,
    'prop-default-documented': propDefaultDocumented,
    'story-french-names': storyFrenchNames,
  },
};
