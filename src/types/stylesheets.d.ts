// Stylesheets are imported for their side effect (gatsby-browser.tsx): webpack bundles them,
// and a type check knows them by this declaration.
declare module '*.css';
