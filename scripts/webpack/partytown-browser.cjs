// Stands in for the browser half of Gatsby's internal partytown plugin in the production
// browser build. That half only places off-main-thread scripts under `gatsby develop` (in
// production its one hook returns at once), yet it require()s partytown's integration and
// gatsby-script, about 4.5 KB (minified) in every page's first download. We have no
// off-main-thread scripts, and the server-side render, where Gatsby places them, keeps the
// real plugin.
module.exports = {};
