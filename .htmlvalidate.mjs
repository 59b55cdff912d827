// html-validate runs on every exported page (npm run test:static).
const config = {
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    // Relaxed: ARIA allows naming a list, and the site names its link lists ("Social media",
    // "Share on social media", "Tags") so screen-reader users can tell them apart.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The header search is a text box that suggests titles (an ARIA combobox with a listbox): a
    // native <select> cannot take typed text.
    'prefer-native-element': ['error', { exclude: ['combobox', 'listbox'] }],
  },
};

export default config;
